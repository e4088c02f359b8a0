import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { HtmlValidate } from 'html-validate';

// The checks `npm test` runs over every page the server sends: the HTML
// (html-validate), the head's Open Graph and Twitter tags, and its JSON-LD (Google's rich-result
// rules for the types @adobe/structured-data-validator knows, schema.org's own for the others).
// Each returns a list of problems: empty is a pass.

/**
 * html-validate's recommended rules, without those about how markup is written rather than
 * whether it is right: React writes attribute names in camelCase (`fetchPriority`), boolean and
 * empty attributes with a value (`hidden=""`), which HTML reads the same; the progress bars' width
 * is an inline style by design; ids may hold any character but space (`shop-ssr-state:mf_catalog`),
 * and a bare `&` before a space is text (HTML's "ambiguous ampersand" needs a name after it).
 */
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'attr-case': 'off',
    'attr-quotes': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'no-inline-style': 'off',
    'no-trailing-whitespace': 'off',
    'void-style': 'off',
    'prefer-native-element': 'off',
    'valid-id': ['error', { relaxed: true }],
    'no-raw-characters': ['error', { relaxed: true }],
  },
});

export async function htmlProblems(html: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html);
  const problems = report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`),
  );
  // What the W3C checker also reads: the charset in the first 1,024 bytes, no `as` on a prefetch,
  // icons that are files.
  const charset = Buffer.from(html).indexOf('<meta charset="utf-8">');
  if (charset < 0 || charset > 1024 - '<meta charset="utf-8">'.length)
    problems.push('charset: not in the first 1,024 bytes');
  if (/<link[^>]*rel="prefetch"[^>]*\sas=/.test(html)) problems.push('prefetch: `as` is for preload only');
  if (/<link[^>]*rel="(?:shortcut )?icon"[^>]*href="data:/.test(html)) problems.push('icon: a data: URI');
  return problems;
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/:/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

/** The head's social tags, for a page that responds 200; `noindex` for one that must say so. */
export function socialProblems(html: string, { site, status }: { site: string; status: number }): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const problems: string[] = [];
  const need = (key: string, test: (value: string) => boolean, why: string) => {
    const value = metaOf(head, key);
    if (value === undefined) problems.push(`${key}: missing`);
    else if (!test(value)) problems.push(`${key}: ${why} (${value})`);
  };
  const absolute = (value: string) => value.startsWith(`${site}/`);
  need('description', (v) => v.length > 20, 'too short');
  need('og:title', (v) => v.length > 0, 'empty');
  need('og:description', (v) => v.length > 0, 'empty');
  need('og:type', (v) => v === 'website' || v === 'product', 'not website or product');
  need('og:site_name', (v) => v.length > 0, 'empty');
  need('og:image', absolute, 'not an absolute address on the site');
  need('og:image:alt', (v) => v.length > 0, 'empty');
  need('og:image:width', (v) => v === '1200', 'not 1200');
  need('og:image:height', (v) => v === '630', 'not 630');
  need('twitter:card', (v) => v === 'summary_large_image', 'not a large image card');
  need('twitter:title', (v) => v.length > 0, 'empty');
  need('twitter:description', (v) => v.length > 0, 'empty');
  need('twitter:image', absolute, 'not an absolute address on the site');
  need('twitter:image:alt', (v) => v.length > 0, 'empty');
  if (status === 404) {
    if (metaOf(head, 'robots') !== 'noindex') problems.push('robots: a 404 page without noindex');
    return problems;
  }
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  if (!canonical || !absolute(canonical)) problems.push(`canonical: missing or not on the site (${canonical})`);
  need('og:url', (v) => v === canonical, 'not the canonical address');
  if (!/<title>[^<]+ \| Prize Draw UK<\/title>|<title>[^<]{10,}<\/title>/.test(head)) problems.push('title: missing');
  return problems;
}

const SCHEMA = 'https://schema.org/';
const EVENT_STATUS = ['EventScheduled', 'EventRescheduled', 'EventPostponed', 'EventCancelled', 'EventMovedOnline'];
const AVAILABILITY = ['InStock', 'SoldOut', 'OutOfStock', 'Discontinued', 'PreOrder', 'LimitedAvailability'];
const isDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /T\d\d:\d\d/.test(value);

type Thing = Record<string, unknown>;

/**
 * schema.org's expectations for the types @adobe/structured-data-validator has no rules for
 * (Event, WebSite, FAQPage): no offline validator of the vocabulary is published on npm, so
 * these few are written here, from schema.org's definitions and Google's event and FAQ guides.
 */
function schemaOrgProblems(thing: Thing): string[] {
  const problems: string[] = [];
  const type = String(thing['@type']);
  const has = (key: string) => thing[key] !== undefined && thing[key] !== '';
  if (thing['@context'] !== 'https://schema.org') problems.push(`${type}: @context is not https://schema.org`);
  if (type === 'Event') {
    for (const key of ['name', 'startDate', 'location', 'eventStatus', 'eventAttendanceMode']) {
      if (!has(key)) problems.push(`Event: missing ${key}`);
    }
    if (!EVENT_STATUS.some((s) => thing.eventStatus === SCHEMA + s))
      problems.push(`Event: eventStatus ${thing.eventStatus}`);
    for (const key of ['startDate', 'endDate', 'previousStartDate']) {
      if (has(key) && !isDate(thing[key])) problems.push(`Event: ${key} is not a date-time`);
    }
  }
  if (type === 'Product') {
    const offer = thing.offers as Thing | undefined;
    if (!AVAILABILITY.some((a) => offer?.availability === SCHEMA + a))
      problems.push(`Offer: availability ${offer?.availability}`);
    if (!/^\d+\.\d\d$/.test(String(offer?.price))) problems.push(`Offer: price ${offer?.price}`);
  }
  if (type === 'WebSite' || type === 'Organization') {
    for (const key of ['name', 'url']) if (!has(key)) problems.push(`${type}: missing ${key}`);
  }
  if (type === 'FAQPage') {
    const questions = thing.mainEntity as Thing[] | undefined;
    if (!Array.isArray(questions) || questions.length === 0) problems.push('FAQPage: no questions');
    for (const q of questions ?? []) {
      if (q['@type'] !== 'Question' || !q.name || !(q.acceptedAnswer as Thing | undefined)?.text) {
        problems.push(`FAQPage: question without its name or answer (${q.name})`);
      }
    }
  }
  return problems;
}

/** The page's JSON-LD: it parses, and neither Google's rules nor schema.org's find an error. */
export async function structuredDataProblems(html: string): Promise<{ problems: string[]; types: string[] }> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const problems: string[] = [];
  const things: Thing[] = [];
  for (const block of blocks) {
    try {
      const parsed = JSON.parse(block as string) as Thing | Thing[];
      things.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    } catch {
      problems.push(`JSON-LD: not JSON (${(block as string).slice(0, 80)})`);
    }
  }
  for (const thing of things) problems.push(...schemaOrgProblems(thing));
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = (await new Validator().validate(extracted)) as {
    severity: string;
    rootType: string;
    issueMessage: string;
  }[];
  for (const issue of issues) if (issue.severity === 'ERROR') problems.push(`${issue.rootType}: ${issue.issueMessage}`);
  return { problems, types: things.map((t) => String(t['@type'])) };
}

/** A share image: 1200 × 630 PNG or JPEG under 300 KB (read from the file's own header). */
export function imageProblems(bytes: Buffer, type: string): string[] {
  const problems: string[] = [];
  if (bytes.length >= 300 * 1024) problems.push(`${bytes.length} bytes: not under 300 KB`);
  let size: [number, number] | null = null;
  if (type === 'image/png' && bytes.subarray(1, 4).toString() === 'PNG') {
    size = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  } else if (type === 'image/jpeg' && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds height and width.
    for (let at = 2; at + 9 < bytes.length; ) {
      const marker = bytes[at + 1] as number;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        size = [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
        break;
      }
      at += 2 + length;
    }
  } else {
    problems.push(`${type}: not a PNG or JPEG`);
  }
  if (size && (size[0] !== 1200 || size[1] !== 630)) problems.push(`${size[0]} × ${size[1]}: not 1200 × 630`);
  if (!size && problems.length === 0) problems.push('no size in the image header');
  return problems;
}
