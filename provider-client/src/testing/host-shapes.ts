import type { CallName } from '@shop/shared';
import { responseSchemas } from '@shop/shared/responses';
import type { GenericSchema } from 'valibot';

// Test support (docs/adr/011-tolerant-reader.md, docs/host-responses.md): the same response in the shapes of the three hosts
// the storefront must read. (c) our provider's shape is the response as the provider sends it; these
// make (a) the spec's minimal shape and (b) a PHP-typed shape out of it. Unit tests, model tests
// and the e2e suite (its page.route responses) share them.

/** Entries a schema leaves optional: absent from the minimal shape. */
const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional']);

interface Inspectable {
  type?: string;
  entries?: Record<string, Inspectable>;
  /** listOf() (@shop/shared/responses, src/responses/tolerant.ts) names its item schema. */
  item?: Inspectable;
}

function minimalOf(schema: Inspectable, value: unknown): unknown {
  if (schema.item)
    return Array.isArray(value) ? value.map((entry) => minimalOf(schema.item as Inspectable, entry)) : value;
  if (schema.entries && value && typeof value === 'object' && !Array.isArray(value)) {
    const kept: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(schema.entries)) {
      const field = (value as Record<string, unknown>)[key];
      // The spec names `success` in its responses, and a list of records is the response's data (orders,
      // lines, log entries): kept with each record minimal. Lists of plain values are left out.
      const records = Array.isArray(field) && field.some((item) => typeof item === 'object' && item !== null);
      const shown = key === 'success' || (entry.item !== undefined && records);
      if ((shown || !OPTIONAL.has(entry.type ?? '')) && key in value) kept[key] = minimalOf(entry, field);
    }
    return kept;
  }
  return value;
}

/**
 * (a) The spec's minimal shape of `call`'s response: every field its check leaves optional taken out,
 * at every depth, so only what a screen cannot do without is left, with `success` and its lists of
 * records (each record minimal in turn).
 */
export function minimalShaped(call: CallName, response: unknown): unknown {
  return minimalOf(responseSchemas[call] as GenericSchema as Inspectable, response);
}

/** A field WordPress adds that the storefront does not know. */
const EXTRA = { _links: { self: [{ href: 'https://shop.example/wp-json/wp/v2/x/1' }] }, wpml_language: 'en' };

/**
 * (b) The PHP-typed shape of an response: numbers and ids as text, flags as "1"/"0", empty lists left
 * out, and fields of its own in every object. `success` stays a boolean (wp_send_json_success).
 */
export function phpShaped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(phpShaped);
  if (value && typeof value === 'object') {
    const shaped: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (Array.isArray(field) && field.length === 0) continue;
      shaped[key] = key === 'success' ? field : phpShaped(field);
    }
    return { ...shaped, ...EXTRA };
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return value;
}

export type HostShape = 'minimal' | 'php' | 'provider';

export const HOST_SHAPES: readonly HostShape[] = ['minimal', 'php', 'provider'];

/** `response` (our provider's shape) as host `shape` would send it. */
export function shapedAs(shape: HostShape, call: CallName, response: unknown): unknown {
  if (shape === 'minimal') return minimalShaped(call, response);
  if (shape === 'php') return phpShaped(response);
  return response;
}
