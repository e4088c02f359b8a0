import { array, type InferOutput, looseObject, string } from 'valibot';
import { successWith } from './answer';

// Reads of the shell's own pages.

export const legalTermsAnswer = successWith({ data: array(looseObject({ title: string(), html: string() })) });

export type LegalTermsAnswer = InferOutput<typeof legalTermsAnswer>;
