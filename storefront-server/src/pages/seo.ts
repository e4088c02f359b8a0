// What the server tells people and crawlers before any script runs (docs/design-choices.md
// "Search and share"): the page's head as the released builds describe it (@shop/shared's
// PageHead: the shell's defaults, refined by the route's owner), written as HTML: title,
// description, robots, canonical URL, Open Graph and Twitter card with a 1200 × 630 share image,
// JSON-LD; and the sitemap from every build's pages.
import type { PageHead } from './build-module';
import { escapeAttribute, scriptJson } from './page-head';

/** The share image's size (@shop/react-kit/server SHARE_WIDTH, SHARE_HEIGHT). */
const SHARE = { width: 1200, height: 630, type: 'image/jpeg' };

const escapeXml = (text: string) => escapeAttribute(text).replace(/'/g, '&apos;');

/** The shell's head with the owner's on top; structured data of both. */
export function mergeHeads(shell: PageHead, owner: Partial<PageHead> | null): PageHead {
  if (!owner) return shell;
  const merged = { ...shell, ...owner };
  merged.structuredData = [...(shell.structuredData ?? []), ...(owner.structuredData ?? [])];
  return merged;
}

/** The <head> tags of a page. */
export function headTags(head: PageHead, origin: string): string {
  const tag = (attribute: string, key: string, value: string | undefined) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  const title = head.socialTitle ?? head.title;
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    tag('name', 'description', head.description),
    tag('name', 'title', head.metaTitle ?? head.title),
  ];
  if (head.noindex) tags.push(tag('name', 'robots', 'noindex'));
  const canonical = head.canonical ? origin + head.canonical : null;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
  tags.push(
    ...(head.siteName ? [tag('property', 'og:site_name', head.siteName)] : []),
    tag('property', 'og:locale', 'en_GB'),
    tag('property', 'og:type', head.ogType ?? 'website'),
    tag('property', 'og:title', title),
    tag('property', 'og:description', head.description),
  );
  if (canonical) tags.push(tag('property', 'og:url', canonical));
  if (head.image) {
    const image = origin + head.image.path;
    tags.push(
      tag('property', 'og:image', image),
      tag('property', 'og:image:type', SHARE.type),
      tag('property', 'og:image:width', String(SHARE.width)),
      tag('property', 'og:image:height', String(SHARE.height)),
      tag('property', 'og:image:alt', head.image.alt),
    );
  }
  tags.push(
    tag('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(tag('name', 'twitter:image', origin + head.image.path), tag('name', 'twitter:image:alt', head.image.alt));
  }
  if (head.leadImage) {
    tags.push(`<link rel="preload" as="image" href="${escapeAttribute(head.leadImage)}" fetchpriority="high">`);
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/** sitemap.xml: each page once, at its own address, with the time it last changed. */
export function sitemapXml(entries: { path: string; lastmod?: string }[], origin: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const { path, lastmod } of entries) {
    if (seen.has(path)) continue;
    seen.add(path);
    const changed = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    urls.push(`<url><loc>${escapeXml(origin + path)}</loc>${changed}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
