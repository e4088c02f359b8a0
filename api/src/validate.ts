// A small body validator: every route declares its fields; the first problem is reported as a
// clear message and the handler never runs (so nothing is written).
import type { GenericSchema } from 'valibot';
import { firstProblem } from '../../shared/src/validation/schemas';

export type FieldRule =
  | {
      type: 'string';
      required?: boolean;
      /** Length limits count characters (Unicode code points), after control characters are removed. */
      min?: number;
      max?: number;
      pattern?: RegExp;
      patternMessage?: string;
      /** A shared valibot rule (shared/src/validation/schemas.ts): its first message is the answer. */
      check?: GenericSchema;
      oneOf?: readonly string[];
      label?: string;
      /** Keeps line breaks and tabs (messages, notes, addresses); other text has them turned into spaces. */
      multiline?: boolean;
      /** Taken exactly as sent (passwords, keys): no control-character clean-up. */
      raw?: boolean;
    }
  | { type: 'int'; required?: boolean; min?: number; max?: number; label?: string }
  | { type: 'number'; required?: boolean; min?: number; max?: number; label?: string }
  | { type: 'boolean'; required?: boolean; label?: string }
  | { type: 'object'; required?: boolean; label?: string }
  | { type: 'array'; required?: boolean; max?: number; label?: string };

export type Schema = Record<string, FieldRule>;

export class BadRequest extends Error {}

// C0 and C1 control characters (tab, line feed and carriage return are handled separately),
// Unicode bidirectional overrides/isolates, and lone UTF-16 surrogates. Zero-width joiners stay:
// emoji sequences need them.
const CONTROL =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text the provider stores is plain text: control characters are removed, line breaks are kept
 * only where the field is multi-line (CR LF and CR become LF), otherwise they become spaces.
 */
export function cleanText(value: string, multiline = false): string {
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  return multiline ? text : text.replace(/[\t\n]+/g, ' ');
}

// Invisible format characters (Unicode category Cf: zero-width spaces and joiners U+200B–U+200F, bidi
// controls U+202A–U+202E and U+2066–U+2069, U+2060–U+2064, BOM, soft hyphen, tag characters …), except
// what only draws an emoji: the tag sequence of a subdivision flag (England, Scotland, Wales) and a
// zero-width joiner between two emoji (a family, a rainbow flag).
const INVISIBLE =
  /(\u{1F3F4}[\u{E0061}-\u{E007A}]{2,7}\u{E007F})|((?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic}))|\p{Cf}/gu;
// Letters that draw nothing (Hangul fillers, braille blank): they do not make a message visible.
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Removes invisible format characters (for text shown to other people, e.g. the chat). */
export const stripInvisible = (value: string): string =>
  value.replace(INVISIBLE, (_m, flag?: string, emojiJoiner?: string) => flag ?? emojiJoiner ?? '');

/** True when the text has at least one character that shows (a letter, digit, punctuation or symbol). */
export const hasVisible = (value: string): boolean => /[\p{L}\p{N}\p{P}\p{S}]/u.test(value.replace(BLANK_LETTERS, ''));

/** Length in characters as a person counts them (code points, so an emoji is not two). */
export const textLength = (value: string): number => {
  let n = 0;
  for (const _ of value) n++;
  return n;
};

export function validate(body: unknown, schema: Schema): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('The request body must be a JSON object.');
  }
  const input = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(schema)) {
    const label = rule.label ?? name;
    let value = input[name];
    if (value === undefined || value === null || (rule.type === 'string' && value === '' && rule.required)) {
      if (rule.required) throw new BadRequest(`${label} is required.`);
      continue;
    }
    switch (rule.type) {
      case 'string': {
        if (typeof value === 'number') value = String(value);
        if (typeof value !== 'string') throw new BadRequest(`${label} must be text.`);
        const text = rule.raw ? value : cleanText(value, rule.multiline);
        if (text.trim() === '' && rule.required) throw new BadRequest(`${label} is required.`);
        if (rule.min !== undefined && textLength(text.trim()) < rule.min)
          throw new BadRequest(`${label} must be at least ${rule.min} characters.`);
        if (rule.max !== undefined && textLength(text) > rule.max)
          throw new BadRequest(`${label} must be at most ${rule.max} characters.`);
        if (rule.pattern && !rule.pattern.test(text))
          throw new BadRequest(rule.patternMessage ?? `${label} is invalid.`);
        if (rule.check) {
          const problem = firstProblem(rule.check, text);
          if (problem) throw new BadRequest(problem);
        }
        if (rule.oneOf && !rule.oneOf.includes(text))
          throw new BadRequest(`${label} must be one of: ${rule.oneOf.map((v) => v || '""').join(', ')}.`);
        out[name] = text;
        break;
      }
      case 'int':
      case 'number': {
        if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) value = Number(value);
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new BadRequest(`${label} must be a number.`);
        if (rule.type === 'int' && !Number.isSafeInteger(value))
          throw new BadRequest(`${label} must be a whole number.`);
        if (rule.min !== undefined && value < rule.min) throw new BadRequest(`${label} must be at least ${rule.min}.`);
        if (rule.max !== undefined && value > rule.max) throw new BadRequest(`${label} must be at most ${rule.max}.`);
        out[name] = value;
        break;
      }
      case 'boolean': {
        if (value === 'true' || value === 1 || value === '1') value = true;
        if (value === 'false' || value === 0 || value === '0') value = false;
        if (typeof value !== 'boolean') throw new BadRequest(`${label} must be true or false.`);
        out[name] = value;
        break;
      }
      case 'object': {
        if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest(`${label} must be an object.`);
        out[name] = value;
        break;
      }
      case 'array': {
        if (!Array.isArray(value)) throw new BadRequest(`${label} must be a list.`);
        if (rule.max !== undefined && value.length > rule.max)
          throw new BadRequest(`${label} may hold at most ${rule.max} entries.`);
        out[name] = value;
        break;
      }
    }
  }
  return out;
}

export const s = (v: unknown): string => (typeof v === 'string' ? v : '');
export const n = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);
