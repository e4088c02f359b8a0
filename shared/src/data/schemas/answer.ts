import { literal, looseObject, nullable, number, type ObjectEntries, optional, string, union } from 'valibot';

/** A provider answer that succeeded (`{ success: true, ... }`) with these fields beside it. */
export const successWith = <E extends ObjectEntries>(entries: E) => looseObject({ success: literal(true), ...entries });

/** Amounts the provider sends either as a number or as decimal text. */
export const amount = union([number(), string()]);

/** Text the provider may leave out or send as null. */
export const maybeText = optional(nullable(string()));
