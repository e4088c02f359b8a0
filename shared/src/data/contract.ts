import type { Contract } from '@farfetched/core';
import { type GenericSchema, getDotPath, type InferOutput, safeParse } from 'valibot';

/**
 * farfetched's contract over a valibot schema (there is no farfetched package for valibot): an
 * answer of the wrong shape becomes the query's error instead of a cast (docs/adr/007-one-data-layer.md).
 * The messages name the path of each problem, never the value found there.
 */
export function valibotContract<S extends GenericSchema>(schema: S): Contract<unknown, InferOutput<S>> {
  return {
    isData: (raw): raw is InferOutput<S> => safeParse(schema, raw).success,
    getErrorMessages: (raw) => {
      const result = safeParse(schema, raw);
      if (result.success) return [];
      return result.issues.map((issue) => {
        const where = getDotPath(issue) ?? '(answer)';
        return issue.input === undefined ? `${where}: missing` : `${where}: ${issue.expected ?? issue.type} expected`;
      });
    },
  };
}

/** An answer as its schema reads it (defaults and conversions applied), or null when it does not fit. */
export function parseAnswer<S extends GenericSchema>(schema: S, raw: unknown): InferOutput<S> | null {
  const result = safeParse(schema, raw);
  return result.success ? result.output : null;
}
