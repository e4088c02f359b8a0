// Locally generated SVG images: /media/<folder>/<slug>.svg draws a picture for the slug: a
// gradient and an icon, no words (like a real prize photo: the storefront writes the title beside
// or over it, and words in the picture collided with the hero's caption). The slug is its label.
import { createHash } from 'node:crypto';

const PALETTES = [
  ['#0f2027', '#2c5364'],
  ['#41295a', '#2f0743'],
  ['#134e5e', '#71b280'],
  ['#c31432', '#240b36'],
  ['#f7971e', '#d35400'],
  ['#1d2b64', '#f8cdda'],
  ['#005aa7', '#1a2980'],
  ['#8e2de2', '#4a00e0'],
  ['#00b09b', '#096c47'],
  ['#cb356b', '#bd3f32'],
];
// Icons are drawn as shapes, never emoji: a machine without an emoji font would show empty boxes.
const SHAPES = {
  pound:
    '<text x="400" y="270" font-family="Arial, Helvetica, sans-serif" font-size="150" text-anchor="middle" fill="#fff">£</text>',
  tech: '<rect x="320" y="140" width="160" height="110" rx="10" fill="none" stroke="#fff" stroke-width="14"/><rect x="290" y="255" width="220" height="18" rx="6" fill="#fff"/>',
  car: '<path d="M270 240 L300 185 Q310 170 330 170 L470 170 Q490 170 500 185 L530 240 L560 245 Q575 248 575 262 L575 280 L225 280 L225 262 Q225 248 240 245 Z" fill="#fff"/><circle cx="300" cy="282" r="26" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="8"/><circle cx="500" cy="282" r="26" fill="#fff" stroke="#000" stroke-opacity="0.25" stroke-width="8"/>',
  plane:
    '<path d="M400 120 Q414 120 414 140 L414 200 L520 250 L520 272 L414 245 L414 290 L445 312 L445 328 L400 315 L355 328 L355 312 L386 290 L386 245 L280 272 L280 250 L386 200 L386 140 Q386 120 400 120 Z" fill="#fff"/>',
  gift: '<rect x="310" y="185" width="180" height="120" rx="8" fill="#fff"/><rect x="295" y="160" width="210" height="35" rx="6" fill="#fff"/><rect x="390" y="160" width="20" height="145" fill="#000" opacity="0.2"/><path d="M400 160 Q360 110 340 135 Q330 155 400 160 Q470 155 460 135 Q440 110 400 160 Z" fill="#fff"/>',
  trophy:
    '<path d="M330 140 L470 140 L465 215 Q455 260 400 265 Q345 260 335 215 Z" fill="#fff"/><rect x="388" y="262" width="24" height="30" fill="#fff"/><rect x="345" y="292" width="110" height="20" rx="5" fill="#fff"/><path d="M335 155 Q290 160 300 200 Q310 225 340 222" fill="none" stroke="#fff" stroke-width="12"/><path d="M465 155 Q510 160 500 200 Q490 225 460 222" fill="none" stroke="#fff" stroke-width="12"/>',
  target:
    '<circle cx="400" cy="225" r="95" fill="none" stroke="#fff" stroke-width="16"/><circle cx="400" cy="225" r="55" fill="none" stroke="#fff" stroke-width="16"/><circle cx="400" cy="225" r="18" fill="#fff"/>',
  star: '<path d="M400 125 L428 195 L503 199 L445 246 L465 319 L400 278 L335 319 L355 246 L297 199 L372 195 Z" fill="#fff"/>',
  diamond: '<path d="M400 125 L490 225 L400 325 L310 225 Z" fill="#fff"/>',
};
const ICONS: Record<string, string> = {
  cash: SHAPES.pound,
  tech: SHAPES.tech,
  cars: SHAPES.car,
  lifestyle: SHAPES.star,
  holidays: SHAPES.plane,
  prize: SHAPES.gift,
  credit: SHAPES.pound,
  points: SHAPES.diamond,
  winner: SHAPES.trophy,
  reward: SHAPES.target,
};

const esc = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function svgFor(path: string): string | null {
  const m = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path);
  if (!m) return null;
  const folder = m[1] as string;
  const slug = m[2] as string;
  const h = createHash('sha1').update(slug).digest();
  const [a, b] = PALETTES[(h[0] ?? 0) % PALETTES.length] as [string, string];
  const words = slug
    .split('-')
    .filter((w) => !/^\d+$/.test(w))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const kind = words[0]?.toLowerCase() ?? folder;
  const icon = ICONS[kind] ?? ICONS[folder] ?? SHAPES.star;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${esc(words.join(' '))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${600 + ((h[1] ?? 0) % 120)}" cy="${120 + ((h[2] ?? 0) % 80)}" r="${90 + ((h[3] ?? 0) % 60)}" fill="#ffffff" opacity="0.08"/>
<g opacity="0.9">${icon}</g>
</svg>`;
}

export const mediaPath = (folder: string, title: string): string =>
  `/media/${folder}/${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  }.svg`;
