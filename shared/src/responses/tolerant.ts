import * as v from 'valibot';

// The tolerant reader's parts (docs/adr/011-tolerant-reader.md, docs/host-responses.md): every response check is made of
// these, so the real WooCommerce host may send numbers as text, flags as 0/1, leave optional fields
// out and add fields of its own. What a screen cannot do without is required; every other field is
// optional with a stated default, and an empty text counts as absent (WordPress sends '' for meta it
// does not have).

type Schema = v.GenericSchema;

/** A number, or text that is one ("1.50", " 12 "). */
export const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform(Number),
  v.finite(),
);

/** A whole number, or text that is one: ids, counts, ticket numbers. */
export const int = v.pipe(num, v.integer());

/** An id as a number or as text ("42"): the app keeps numbers. */
export const id = int;

/** Text; a number is taken as its text (a PHP host may send a code or a total as a number). */
export const text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A flag: true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no", "on"/"off" ("" is false). */
export const flag = v.pipe(
  v.union([v.boolean(), v.number(), v.string()]),
  v.parseBoolean({
    truthy: [true, 1, '1', 'true', 'yes', 'on'],
    falsy: [false, 0, '0', 'false', 'no', 'off', ''],
  }),
);

/**
 * An optional field: absent, null or '' gives `fallback` (read by `schema` like a value sent, so a
 * default object gets its own defaults); anything else is read by `schema`.
 */
export function opt<S extends Schema, D extends v.InferInput<S> | null>(schema: S, fallback: D) {
  const blank = (
    fallback === null
      ? v.pipe(
          v.literal(''),
          v.transform(() => null),
        )
      : v.pipe(
          v.literal(''),
          v.transform((): unknown => fallback),
          schema as v.GenericSchema,
        )
  ) as v.GenericSchema<'', v.InferOutput<S> | Extract<D, null>>;
  return v.nullish(v.union([blank, schema]), fallback);
}

/** An optional field with no default: absent, null or '' is left out (undefined). */
export function maybe<S extends Schema>(schema: S) {
  return v.optional(
    v.union([
      v.pipe(
        v.union([v.literal(''), v.null()]),
        v.transform(() => undefined),
      ),
      schema,
    ]),
  );
}

/** `schema` with what its absence means, for docs/host-responses.md (scripts/host-responses-doc.mjs). */
export const absent = <S extends Schema>(schema: S, meaning: string) => v.pipe(schema, v.description(meaning));

/** Like maybe(), but a null is kept: the field is absent, null or `schema`'s. */
export function maybeNull<S extends Schema>(schema: S) {
  return v.optional(
    v.nullable(
      v.union([
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
        schema,
      ]),
    ),
  );
}

// ---- lists: a bad item is dropped (and logged), never the list ----

/** The call whose response is being read, for the log line of a dropped item (the response check, @shop/provider-client). */
let reading = 'response';

/** Runs `read` (synchronous) with `call` named in the log lines of the items it drops. */
export function whileReading<T>(call: string, read: () => T): T {
  const outer = reading;
  reading = call;
  try {
    return read();
  } finally {
    reading = outer;
  }
}

/** "title: missing; price_per_ticket: number expected": where each problem is, never the value. */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = v.getDotPath(issue) ?? '(the value)';
    return issue.input === undefined ? `${where}: missing` : `${where}: ${issue.expected ?? issue.type} expected`;
  });
}

/**
 * The items a list may arrive as: an array, an object keyed by index (a PHP array with gaps), or, for
 * a list of plain values, comma text ("5,10,25").
 */
function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}

/**
 * A list of `item`, absent or empty as []. An item that cannot be read is dropped with a warning
 * naming the call, the list (`label`) and the field at fault, so one bad prize or order line never
 * costs the whole screen.
 */
export function listOf<S extends Schema>(item: S, label: string) {
  const records = 'entries' in item;
  const list = v.pipe(
    v.union([
      v.array(v.unknown()),
      v.record(v.string(), v.unknown()),
      ...(records ? [] : [v.string()]),
      v.literal(false),
    ]),
    v.transform((value): v.InferOutput<S>[] => {
      const kept: v.InferOutput<S>[] = [];
      itemsOf(value).forEach((entry, index) => {
        const result = v.safeParse(item, entry);
        if (result.success) kept.push(result.output);
        else console.warn(`[data] ${reading}: dropped ${label}[${index}] (${problemsOf(result.issues).join('; ')})`);
      });
      return kept;
    }),
  );
  return Object.assign(opt(list, []), { item });
}

/** The `success` of a response that succeeded (a refusal never reaches a schema: the response check handles it). */
const succeeded = v.pipe(
  flag,
  v.check((ok) => ok, 'success'),
  v.transform(() => true as const),
);

/**
 * A read's `{ success, ... }` response: what the screen shows is checked, and `success` may be left
 * out (a refusal is handled before: the response check).
 */
export const successWith = <E extends v.ObjectEntries>(entries: E) =>
  v.object({ success: v.optional(succeeded, true), ...entries });

/**
 * A save's `{ success, ... }` response: only an explicit success counts, so an empty or garbled 200
 * never tells the shopper that something was saved (requirements §4: success, or the error toast).
 */
export const savedWith = <E extends v.ObjectEntries>(entries: E) => v.object({ success: succeeded, ...entries });
