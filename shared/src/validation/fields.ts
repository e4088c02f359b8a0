// The field rules of request bodies (../api/requests.ts builds each call's schema from them):
// valibot checks a body, the first problem is reported as a clear message and the handler never
// runs (so nothing is written).

import type { GenericSchema } from 'valibot';
import * as v from 'valibot';

export type FieldRule =
  | {
      type: 'string';
      required?: boolean;
      /** Length limits count characters (Unicode code points), after control characters are removed. */
      min?: number;
      max?: number;
      pattern?: RegExp;
      patternMessage?: string;
      /** A shared valibot rule (shared/src/validation/schemas.ts): its first message is the field's problem. */
      check?: GenericSchema;
      oneOf?: readonly string[];
      label?: string;
      /** Keeps line breaks and tabs (messages, notes, addresses); other text has them turned into spaces. */
      multiline?: boolean;
      /** Taken exactly as sent (passwords, keys): no control-character clean-up. */
      raw?: boolean;
      /** What an optional field left out (or null) gives; without it, undefined. */
      default?: string;
    }
  | { type: 'int'; required?: boolean; min?: number; max?: number; label?: string; default?: number }
  | { type: 'number'; required?: boolean; min?: number; max?: number; label?: string; default?: number }
  | { type: 'boolean'; required?: boolean; label?: string; default?: boolean }
  | { type: 'object'; required?: boolean; label?: string }
  | { type: 'array'; required?: boolean; max?: number; label?: string };

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
/** Removes invisible format characters (for text shown to other people, e.g. the chat). */
export const stripInvisible = (value: string): string =>
  value.replace(INVISIBLE, (_m, flag?: string, emojiJoiner?: string) => flag ?? emojiJoiner ?? '');

// What draws nothing, by Unicode class rather than a list of code points: controls, formats,
// surrogates, private use and unassigned (\p{C}), separators (\p{Z}), marks with no base (\p{M}) and
// everything Unicode calls default-ignorable (Hangul fillers, variation selectors...).
const DRAWS_NOTHING = /[\p{C}\p{Z}\p{M}\p{Default_Ignorable_Code_Point}]/u;
const LETTER_OR_SIGN = /[\p{L}\p{N}\p{P}\p{Sm}\p{Sc}\p{Sk}]/u;
const HANGUL = /\p{Script=Hangul}/u;
// Other symbols (\p{So}) count when they are pictures people send (emoji) or in Unicode's common
// symbol blocks (Pattern_Syntax: arrows, shapes, dingbats...), except braille, whose blank pattern
// draws nothing. The object replacement character (U+FFFC) and the musical symbols (a null notehead,
// U+1D159) are neither, so a message of them alone is refused.
const PICTURE_SYMBOL = /[\p{Extended_Pictographic}\p{Emoji_Presentation}]/u;
const COMMON_SYMBOL = /\p{Pattern_Syntax}/u;
const BRAILLE = /\p{Script=Braille}/u;

function drawsSomething(ch: string): boolean {
  if (DRAWS_NOTHING.test(ch)) return false;
  // A Hangul letter draws a whole letter when it is a syllable or a compatibility jamo (each has a
  // decomposition); a conjoining jamo alone (U+11A7) is part of a syllable with no syllable to join.
  if (HANGUL.test(ch) && /\p{L}/u.test(ch)) return ch.normalize('NFKD') !== ch;
  if (LETTER_OR_SIGN.test(ch)) return true;
  if (PICTURE_SYMBOL.test(ch)) return true;
  return /\p{So}/u.test(ch) && COMMON_SYMBOL.test(ch) && !BRAILLE.test(ch);
}

/**
 * True when the text has at least one character that shows: judged by Unicode class, on the text in
 * its composed form (so Korean typed as separate jamo counts as its syllables).
 */
export const hasVisible = (value: string): boolean => {
  for (const ch of value.normalize('NFC')) if (drawsSomething(ch)) return true;
  return false;
};

/** Length in characters as a person counts them (code points, so an emoji is not two). */
export const textLength = (value: string): number => {
  let n = 0;
  for (const _ of value) n++;
  return n;
};

// A rule is a valibot schema (the same library and the same shared rules the storefront's forms
// use, `check`); the shorthand keeps each call's fields on a line each and the messages the
// provider's tests pin (docs/adr/004-provider-stand-in.md).

/** A JSON object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function textSchema(rule: Extract<FieldRule, { type: 'string' }>, label: string): v.GenericSchema<unknown, string> {
  const items: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [
    v.transform((text: string) => (rule.raw ? text : cleanText(text, rule.multiline))),
  ];
  if (rule.required) items.push(v.check((text) => text.trim() !== '', `${label} is required.`));
  if (rule.min !== undefined) {
    const min = rule.min;
    items.push(v.check((text) => textLength(text.trim()) >= min, `${label} must be at least ${min} characters.`));
  }
  if (rule.max !== undefined) {
    const max = rule.max;
    items.push(v.check((text) => textLength(text) <= max, `${label} must be at most ${max} characters.`));
  }
  if (rule.pattern) items.push(v.regex(rule.pattern, rule.patternMessage ?? `${label} is invalid.`));
  if (rule.check) items.push(rule.check as v.GenericSchema<string, string>);
  if (rule.oneOf) {
    const allowed = rule.oneOf;
    items.push(
      v.check(
        (text) => allowed.includes(text),
        `${label} must be one of: ${allowed.map((value) => value || '""').join(', ')}.`,
      ),
    );
  }
  const text = v.union([v.string(), v.pipe(v.number(), v.transform(String))], `${label} must be text.`);
  // biome-ignore lint/suspicious/noExplicitAny: valibot's pipe is typed for a fixed number of items
  return (v.pipe as any)(text, ...items);
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

function numberSchema(rule: Extract<FieldRule, { type: 'int' | 'number' }>, label: string) {
  const fromText = v.pipe(
    v.string(),
    v.check((text) => NUMERIC_TEXT.test(text.trim())),
    v.transform((text) => Number(text)),
  );
  return v.pipe(
    v.union([v.number(), fromText], `${label} must be a number.`),
    v.finite(`${label} must be a number.`),
    v.check((value) => rule.type !== 'int' || Number.isSafeInteger(value), `${label} must be a whole number.`),
    v.check((value) => rule.min === undefined || value >= rule.min, `${label} must be at least ${rule.min}.`),
    v.check((value) => rule.max === undefined || value <= rule.max, `${label} must be at most ${rule.max}.`),
  );
}

function fieldSchema(rule: FieldRule, label: string): v.GenericSchema<unknown, unknown> {
  switch (rule.type) {
    case 'string':
      return textSchema(rule, label);
    case 'int':
    case 'number':
      return numberSchema(rule, label);
    case 'boolean':
      return v.union(
        [
          v.boolean(),
          v.pipe(
            v.picklist(['true', 1, '1']),
            v.transform(() => true),
          ),
          v.pipe(
            v.picklist(['false', 0, '0']),
            v.transform(() => false),
          ),
        ],
        `${label} must be true or false.`,
      );
    case 'object':
      return v.custom<Record<string, unknown>>(isRecord, `${label} must be an object.`);
    case 'array':
      return v.pipe(
        v.array(v.unknown(), `${label} must be a list.`),
        v.check(
          (list) => rule.max === undefined || list.length <= rule.max,
          `${label} may hold at most ${rule.max} entries.`,
        ),
      );
  }
}

/** An absent value (missing, null, or empty text where text is required) is "required" or skipped. */
const isAbsent = (value: unknown, rule: FieldRule) =>
  value === undefined || value === null || (rule.type === 'string' && value === '' && rule.required === true);

/** What a field gives a handler: its type, or its default (else undefined) when an optional field is absent. */
type FieldValue<R extends FieldRule> = (
  R extends { type: 'string'; oneOf: readonly (infer O)[] }
    ? O
    : R extends { type: 'string' }
      ? string
      : R extends { type: 'int' | 'number' }
        ? number
        : R extends { type: 'boolean' }
          ? boolean
          : R extends { type: 'object' }
            ? Record<string, unknown>
            : unknown[]
) extends infer T
  ? R extends { required: true } | { default: unknown }
    ? T
    : T | undefined
  : never;

/**
 * One field of a request schema (valibot), from its rule: tolerant of what a host sends (numbers
 * as text, booleans as 1/0), cleaned, and refused with the label's message. An absent optional
 * field (missing or null) gives its default, else undefined.
 */
export function field<const R extends FieldRule & { label: string }>(rule: R): v.GenericSchema<unknown, FieldValue<R>> {
  const label = rule.label;
  const checked = fieldSchema(rule, label);
  const schema = rule.required
    ? v.pipe(
        // A missing key reaches the check as null (valibot would report an "Invalid key").
        v.optional(v.unknown(), null),
        v.check((value) => !isAbsent(value, rule), `${label} is required.`),
        checked,
      )
    : v.pipe(
        // A missing key reaches the transform as null too, so the default is given without being checked.
        v.nullish(checked, null),
        v.transform((value) => value ?? ('default' in rule ? rule.default : undefined)),
      );
  return schema as v.GenericSchema<unknown, FieldValue<R>>;
}

type ObjectOf<E extends Record<string, v.GenericSchema<unknown, unknown>>> = v.InferOutput<
  v.ObjectSchema<E, undefined>
>;

/**
 * A nested object of fields (an address, a document) under `label`: refused with one message when
 * it is not an object; an optional one left out (or null) is null.
 */
export function objectField<const E extends Record<string, v.GenericSchema<unknown, unknown>>>(
  rule: { label: string; required: true },
  entries: E,
): v.GenericSchema<unknown, ObjectOf<E>>;
export function objectField<const E extends Record<string, v.GenericSchema<unknown, unknown>>>(
  rule: { label: string; required?: false },
  entries: E,
): v.GenericSchema<unknown, ObjectOf<E> | null>;
export function objectField<const E extends Record<string, v.GenericSchema<unknown, unknown>>>(
  rule: { label: string; required?: boolean },
  entries: E,
): v.GenericSchema<unknown, ObjectOf<E> | null> {
  const fields = v.pipe(
    v.custom<Record<string, unknown>>(isRecord, `${rule.label} must be an object.`),
    v.object(entries),
  );
  if (!rule.required) return v.nullish(fields, null) as v.GenericSchema<unknown, ObjectOf<E> | null>;
  return v.pipe(
    v.optional(v.unknown(), null),
    v.check((value) => value !== null && value !== undefined, `${rule.label} is required.`),
    fields,
  );
}

/** A request body: a JSON object (anything else is refused with one message) with these fields, extra keys left out. */
export function requestBody<const E extends Record<string, v.GenericSchema<unknown, unknown>>>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, 'The request body must be a JSON object.'),
    v.object(entries),
  );
}

/** A body through its request schema: the typed output, or the first problem thrown as a BadRequest. */
export function parseRequest<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body, { abortEarly: true, abortPipeEarly: true });
  if (!result.success) throw new BadRequest(result.issues[0]?.message ?? 'The request body is invalid.');
  return result.output;
}
