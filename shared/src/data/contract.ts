import type { Contract } from '@farfetched/core';
import { type GenericSchema, type InferOutput, safeParse } from 'valibot';
import { problemsOf } from '../responses/tolerant';

/**
 * farfetched's contract over a valibot schema. Kept for remotes built against @shop/shared 2.3 and
 * before (the N-1 of releases.json): the shared client now checks every answer as it arrives
 * (./answers.ts), so today's queries need no contract (docs/adr/007-one-data-layer.md).
 */
export function valibotContract<S extends GenericSchema>(schema: S): Contract<unknown, InferOutput<S>> {
  return {
    isData: (raw): raw is InferOutput<S> => safeParse(schema, raw).success,
    getErrorMessages: (raw) => {
      const result = safeParse(schema, raw);
      return result.success ? [] : problemsOf(result.issues);
    },
  };
}
