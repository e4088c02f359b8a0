// Locally generated SVG images: /media/<folder>/<slug>.svg draws a card titled from the slug.
import { createHash } from 'node:crypto';

const PALETTES = [
  ['#0f2027', '#2c5364'], ['#41295a', '#2f0743'], ['#134e5e', '#71b280'], ['#c31432', '#240b36'], ['#f7971e', '#d35400'],
  ['#1d2b64', '#f8cdda'], ['#005aa7', '#1a2980'], ['#8e2de2', '#4a00e0'], ['#00b09b', '#096c47'], ['#cb356b', '#bd3f32'],
];
const ICONS: Record<string, string> = {
  cash: '£', tech: '⌘', cars: '🚗', lifestyle: '★', holidays: '✈', prize: '🎁', credit: '£', points: '◆', winner: '🏆', reward: '🎯',
};

const esc = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function svgFor(path: string): string | null {
  const m = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path);
  if (!m) return null;
  const folder = m[1] as string;
  const slug = m[2] as string;
  const h = createHash('sha1').update(slug).digest();
  const [a, b] = PALETTES[(h[0] ?? 0) % PALETTES.length] as [string, string];
  const words = slug.split('-').filter((w) => !/^\d+$/.test(w)).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const line1 = words.slice(0, 3).join(' ');
  const line2 = words.slice(3, 6).join(' ');
  const kind = words[0]?.toLowerCase() ?? folder;
  const icon = ICONS[kind] ?? ICONS[folder] ?? '★';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${esc(words.join(' '))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${600 + ((h[1] ?? 0) % 120)}" cy="${120 + ((h[2] ?? 0) % 80)}" r="${90 + ((h[3] ?? 0) % 60)}" fill="#ffffff" opacity="0.08"/>
<text x="400" y="270" font-family="Arial, Helvetica, sans-serif" font-size="140" text-anchor="middle" fill="#ffffff" opacity="0.9">${esc(icon)}</text>
<text x="400" y="400" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#ffffff">${esc(line1)}</text>
<text x="400" y="460" font-family="Arial, Helvetica, sans-serif" font-size="36" text-anchor="middle" fill="#ffffff" opacity="0.85">${esc(line2)}</text>
</svg>`;
}

export const mediaPath = (folder: string, title: string): string =>
  `/media/${folder}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'image'}.svg`;
