// Locally generated SVG images: /media/<folder>/<slug>.svg draws the prize the slug names (the
// seed makes the slug from the competition's or prize's title, mediaPath below): a phone for an
// iPhone, a watch for a Rolex, a car for a Tesla. No words: the storefront writes the
// title beside or over the picture; the title is the picture's accessible name.
import { createHash } from 'node:crypto';
import { ART } from './media-art';

/** Words in a slug that name a prize's kind; the first rule that matches wins, so specific first. */
const KINDS: [RegExp, string][] = [
  [/\b(iphone|phone|galaxy|pixel)\b/, 'phone'],
  [/\b(rolex|watch|submariner|omega)\b/, 'watch'],
  [/\b(dualsense|controller|gamepad)\b/, 'controller'],
  [/\b(playstation|ps5|xbox|console)\b/, 'console'],
  [/\b(switch|nintendo|steam-deck)\b/, 'handheld'],
  [/\bairpods-max\b|\bheadphones\b/, 'headphones'],
  [/\b(airpods|earbuds)\b/, 'earbuds'],
  [/\b(dyson|vacuum|hoover)\b/, 'vacuum'],
  [/\b(ranger|raptor|hilux|pickup|truck)\b/, 'pickup'],
  [/\b(tesla|ford|vw|golf|rover|evoque|bmw|audi|mercedes|porsche|car)\b/, 'car'],
  [/\b(lapland|ski|snow)\b/, 'snow'],
  [/\b(new-york|city|paris|rome|london)\b/, 'city'],
  [/\b(maldives|holiday|beach|caribbean|dubai)\b/, 'beach'],
  [/\b(voucher|gift-card|credit)\b/, 'voucher'],
  [/\bpoints\b/, 'coins'],
  [/\b(cash|money)\b/, 'cash'],
];
/** A slug naming no known prize falls back to what its folder holds. */
const FOLDER_KINDS: Record<string, string> = {
  cash: 'cash',
  cars: 'car',
  tech: 'phone',
  holidays: 'beach',
  credit: 'voucher',
  points: 'coins',
  winner: 'trophy',
  reward: 'gift',
  prize: 'gift',
  lifestyle: 'gift',
};
/** Per kind: the background gradient and the prize's own colour. */
const COLOURS: Record<string, [string, string, string]> = {
  phone: ['#1d2b64', '#3a1c71', '#7b5cff'],
  watch: ['#0f2027', '#2c5364', '#1f7a4d'],
  car: ['#2c3e50', '#4ca1af', '#d62828'],
  pickup: ['#3e2723', '#a1887f', '#1565c0'],
  cash: ['#134e5e', '#71b280', '#1b7a3a'],
  console: ['#141e30', '#243b55', '#2f6fde'],
  controller: ['#141e30', '#243b55', '#2f6fde'],
  handheld: ['#c31432', '#240b36', '#3a3a4a'],
  headphones: ['#232526', '#414345', '#e0e3e8'],
  earbuds: ['#8e9eab', '#3d4a57', '#9aa4b1'],
  vacuum: ['#41295a', '#2f0743', '#c77dff'],
  beach: ['#36d1dc', '#5b86e5', '#1aa3b5'],
  city: ['#f7971e', '#8e2de2', '#2b2d42'],
  snow: ['#0b1d51', '#4b6cb7', '#1f6f43'],
  voucher: ['#ff512f', '#dd2476', '#ff9f1c'],
  coins: ['#4a00e0', '#8e2de2', '#e9a400'],
  trophy: ['#1d2b64', '#5b2be0', '#ffc933'],
  gift: ['#cb356b', '#bd3f32', '#5b2be0'],
};

/** Kinds drawn in more than one colour, picked by the slug, so two cash prizes or two cars differ. */
const VARIANTS: Record<string, string[]> = {
  cash: ['#1b7a3a', '#d9731f', '#7b3fa0', '#c0392b'],
  car: ['#d62828', '#1d3557', '#f4f4f4', '#2a9d8f', '#e9c46a'],
  phone: ['#7b5cff', '#e76f51', '#2a9d8f', '#264653'],
  watch: ['#1f7a4d', '#1d3557', '#6d6875'],
};

const esc = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the slug's picture draws. */
export function prizeKind(folder: string, slug: string): string {
  return KINDS.find(([words]) => words.test(slug))?.[1] ?? FOLDER_KINDS[folder] ?? 'gift';
}

export function svgFor(path: string): string | null {
  const m = /^\/media\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(path);
  if (!m) return null;
  const folder = m[1] as string;
  const slug = m[2] as string;
  const h = createHash('sha1').update(slug).digest();
  const words = slug
    .split('-')
    .filter((w) => !/^\d+$/.test(w))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const kind = prizeKind(folder, slug);
  const [a, b, base] = COLOURS[kind] ?? (COLOURS.gift as [string, string, string]);
  const variants = VARIANTS[kind];
  const prize = variants ? (variants[(h[4] ?? 0) % variants.length] as string) : base;
  const draw = ART[kind] ?? ART.gift;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${esc(words.join(' '))}" data-prize="${kind}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="${120 + ((h[1] ?? 0) % 120)}" cy="${100 + ((h[2] ?? 0) % 80)}" r="${70 + ((h[3] ?? 0) % 50)}" fill="#ffffff" opacity="0.07"/>
${draw?.(prize) ?? ''}
</svg>`;
}

export const mediaPath = (folder: string, title: string): string =>
  `/media/${folder}/${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image'
  }.svg`;
