import { array, looseObject, number, string, unknown } from 'valibot';
import { successWith } from './answer';

/** The FAQ list; an entry without a question is dropped later (mapData), not an error. */
export const faqsAnswer = successWith({ data: array(unknown()) });

export const faqEntry = looseObject({ id: number(), question: string(), answer: string() });
