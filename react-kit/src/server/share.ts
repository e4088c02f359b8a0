import { createHash } from 'node:crypto';

// Share images (docs/design-choices.md "Search and share"): an application draws each in SVG,
// 1200 × 630; the storefront server turns it into a JPEG at an address that carries a hash of the
// SVG, so the address changes whenever the picture does and can be cached for ever.

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export const shareHash = (svg: string): string => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/** `/share/<container>/<name>.<hash>.jpg`: the address `head` names and the server serves. */
export function sharePath(container: string, name: string, svg: string): string {
  return `/share/${container}/${name}.${shareHash(svg)}.jpg`;
}

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Lines of at most `perLine` characters, broken between words, `maxLines` at most (the last one
 * ends with an ellipsis when the text goes on). SVG text does not wrap by itself.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] as string).replace(/[\s,.;:!?-]+$/, '')}…`;
  return kept;
}
