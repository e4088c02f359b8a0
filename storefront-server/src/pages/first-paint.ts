// Parts of the shell's chrome the server paints so nothing moves when the scripts arrive
// (bench/README.md "Phone first view"): the announcement bar, from the provider's site settings. The shell's own
// bar (shell/src/features/chrome/AnnouncementBar.tsx) is added beside it; tokens.css then hides
// this one, so the bar's height is there from the first paint. And the operator's identity in the
// first-paint footer, which the shell's footer replaces with the same line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerRead } from './build-module';
import { escapeAttribute } from './page-head';

const EMPTY_SLOT = /<div id="?announcement"?><\/div>/;

/** The site settings' fields the first paint shows (the provider's getsettings). */
interface Settings {
  data?: { announcement?: string; operator?: Record<string, unknown> };
}

export async function withAnnouncement(html: string, read: ServerRead): Promise<string> {
  const text = ((await read('getsettings')) as Settings | null)?.data?.announcement?.trim();
  if (!text) return html;
  const bar = `<p class="shell-announcement" data-testid="server-announcement">${escapeAttribute(text)}</p>`;
  return html.replace(EMPTY_SLOT, `<div id="announcement">${bar}</div>`);
}

/** The end of index.html's first-paint footer (shell/src/index.html). */
const FIRST_PAINT_FOOTER_END = /(<div class="shell-footer-inner" data-first-paint>[\s\S]*?)(\s*<\/div>\s*<\/footer>)/;

/**
 * Who runs the shop, in the footer from the first paint: the same line
 * as the shell's footer (shell/src/features/chrome/operator.ts), each part only when the site
 * settings give it, nothing when they give none.
 */
export function operatorLine(operator: Record<string, unknown> | undefined): string | null {
  const part = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const name = part(operator?.name);
  const number = part(operator?.company_number);
  const address = part(operator?.registered_address);
  const parts = [name, number ? `Company number ${number}` : '', address ? `Registered office: ${address}` : ''];
  const line = parts.filter(Boolean).join(' · ');
  return line || null;
}

export async function withOperator(html: string, read: ServerRead): Promise<string> {
  const line = operatorLine(((await read('getsettings')) as Settings | null)?.data?.operator);
  if (!line) return html;
  const p = `<p class="shell-footer-small shell-footer-operator" data-testid="operator">${escapeAttribute(line)}</p>`;
  return html.replace(FIRST_PAINT_FOOTER_END, (_, body: string, end: string) => `${body}\n        ${p}${end}`);
}

/** The shell's one script tag in index.html. */
const SHELL_SCRIPT = /<script defer src="(\/shell\/assets\/[\w.-]+\.js)"><\/script>/;
/** The latest the shell starts after the page is parsed, whatever its leading image does. */
export const SHELL_START_CAP_MS = 1000;

/**
 * Runs in the page: the function of start-shell-after-first-paint.js, as its text, for a page to
 * call with the shell's script and the cap.
 */
const START_SHELL_AFTER_FIRST_PAINT = (() => {
  const text = readFileSync(join(import.meta.dirname, 'start-shell-after-first-paint.js'), 'utf8');
  return text.slice(text.indexOf('function startShellAfterFirstPaint')).trim();
})();

/**
 * A page the server rendered reads and works before any script runs, so the shell's script is
 * asked for once the page has painted with its leading image: on a slow phone network the image
 * no longer shares the line with half a megabyte of script, and its paint no longer waits behind
 * the script's first long task (bench/README.md "Phone first view"). What it costs: the page turns
 * interactive later by the time the leading image takes, at most SHELL_START_CAP_MS after parsing.
 */
export function withShellAfterFirstPaint(html: string): string {
  return html.replace(
    SHELL_SCRIPT,
    (_, src: string) =>
      `<script>(${START_SHELL_AFTER_FIRST_PAINT})(${JSON.stringify(src)}, ${SHELL_START_CAP_MS})</script>`,
  );
}
