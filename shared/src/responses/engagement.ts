import * as v from 'valibot';
import { id, listOf, opt, savedWith, successWith, text } from './tolerant';

// The engagement team's responses (mf-engagement).

/** An entry the FAQ page can show: an id and a question that is not blank; the answer may be empty. */
const faqEntry = v.object({
  id,
  question: v.pipe(
    text,
    v.check((question) => question.trim() !== '', 'a question'),
  ),
  answer: opt(text, ''),
});

/** The FAQ list; an entry without a question is dropped (and logged), not shown. */
export const faqsResponse = successWith({ data: listOf(faqEntry, 'data') });

/** A chat message posted through the provider: its key in the realtime store. */
export const chatPostResponse = savedWith({ id: opt(text, '') });

export type FaqEntry = v.InferOutput<typeof faqEntry>;
