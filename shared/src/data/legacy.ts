import { type GenericSchema, unknown } from 'valibot';

// What remotes built against @shop/shared 2.3 and before import (the N-1 of releases.json, which
// must still run on today's shell): a query contract per answer. The shared client now reads every
// answer through its call's check before a query sees it (./answers.ts), so each of these lets the
// checked answer through; the checks themselves load with the first answer, not with the page.

/** A schema an N-1 contract is made from: the answer it meets is already checked. */
const checkedByTheClient: GenericSchema = unknown();

export const bankDetailsAnswer = checkedByTheClient;
export const couponsAnswer = checkedByTheClient;
export const orderDetailAnswer = checkedByTheClient;
export const responsiblePlayAnswer = checkedByTheClient;
export const siteCreditAnswer = checkedByTheClient;
export const orderConfirmationAnswer = checkedByTheClient;
export const claimablePrizesAnswer = checkedByTheClient;
export const competitionAnswer = checkedByTheClient;
export const competitionListAnswer = checkedByTheClient;
export const competitions = checkedByTheClient;
export const drawProofAnswer = checkedByTheClient;
export const drawResultsAnswer = checkedByTheClient;
export const howItWorksAnswer = checkedByTheClient;
export const mainCompetitionAnswer = checkedByTheClient;
export const otherCompetitionsAnswer = checkedByTheClient;
export const postalRouteAnswer = checkedByTheClient;
export const winnersAnswer = checkedByTheClient;
export const faqsAnswer = checkedByTheClient;
export const legalTermsAnswer = checkedByTheClient;

/** The FAQ check drops an entry without a question before an N-1 remote filters with this. */
export const isShowableFaq = (_entry: unknown): boolean => true;
