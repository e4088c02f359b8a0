import { array, type InferOutput, is, looseObject, number, string, unknown } from 'valibot';
import type { FaqEntry } from '../../entities';
import { successWith } from './answer';

/** The FAQ list; an entry without a question is dropped later (mapData), not an error. */
export const faqsAnswer = successWith({ data: array(unknown()) });

const faqEntry = looseObject({ id: number(), question: string(), answer: string() });

/** An entry the FAQ page can show: the whole shape, and a question that is not blank. */
export const isShowableFaq = (entry: unknown): entry is FaqEntry => is(faqEntry, entry) && entry.question.trim() !== '';

export type FaqsAnswer = InferOutput<typeof faqsAnswer>;
