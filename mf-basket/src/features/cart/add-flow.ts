import { isApiError, loadSiteSettings, readJson, readText, writeJson } from '@shop/provider-client';
import { type CartItem, STORAGE_KEYS, type StoreCart, type TicketRecord } from '@shop/shared';
import {
  $purchasedTickets,
  $userToken,
  type AddToCartRequest,
  addToCartReceived,
  basketListening,
  cartOpened,
  showError,
  showInfo,
  showSuccess,
} from '@shop/shared/state';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { failureMessage } from '../../common/failure-message';
import * as api from './api';
import { $cartItems, basketStarted, cartReplaced, loadItemsFx } from './model';
import { decideAdd, purchasedFor, toQuantity } from './rules';

// The add-to-cart flow of requirements §4 for a request fired by any remote.
//
// The pending skill question: SHOW_QUESTION (the site setting `show_question`, kept by
// loadSiteSettings) switches questions on when it equals 1. A competition's question is then
// pending when it has one (comp_question), the request carries no answer, and COMPS_QUEST (a map
// competition id → accepted answer) holds none for it. An answer joins COMPS_QUEST only after the
// provider accepted it with the entry, and leaves it when that competition leaves the basket.

export type AddOutcome =
  | { kind: 'rejected'; message: string }
  | { kind: 'added'; cart: StoreCart; notice: string | null; request: AddToCartRequest; quantity: number };

export const questionAnswered = createEvent<string>();
export const questionClosed = createEvent();
export const cartModalClosed = createEvent();

/** Tickets already bought: the provider's response, or the account team's list when it fails. */
export const purchasedCountFx = createEffect(
  async ({ token, competitionId, known }: { token: string; competitionId: number; known: TicketRecord[] }) => {
    try {
      return purchasedFor(await api.readPurchased(token), competitionId);
    } catch (error) {
      console.error('[basket] purchased tickets read failed', error);
      return purchasedFor(known, competitionId);
    }
  },
);
export const addItemFx = createEffect(api.addItem);

const flagsReadFx = createEffect(async () => {
  if (readText(STORAGE_KEYS.SHOW_QUESTION) === null) await loadSiteSettings();
  return {
    showQuestion: readText(STORAGE_KEYS.SHOW_QUESTION) === '1',
    answers: readJson<Record<string, string>>(STORAGE_KEYS.COMPS_QUEST) ?? {},
  };
});
const answersWrittenFx = createEffect((answers: Record<string, string>) => {
  writeJson(STORAGE_KEYS.COMPS_QUEST, answers);
});

export const $showQuestion = createStore(false).on(flagsReadFx.doneData, (_, flags) => flags.showQuestion);
export const $answers = createStore<Record<string, string>>({}).on(flagsReadFx.doneData, (_, flags) => flags.answers);
sample({ clock: basketStarted, target: flagsReadFx });
// The flow listens once it knows whether skill questions are on and the first cart read has
// returned (an add handled before that response could be overwritten by the older cart it brings).
// Requests pressed before then (the basket's overlay starts after the first page) wait in
// @shop/shared and arrive now.
const $flagsRead = createStore(false).on(flagsReadFx.finally, () => true);
const $cartRead = createStore(false).on(loadItemsFx.finally, () => true);
sample({
  clock: [flagsReadFx.finally, loadItemsFx.finally],
  source: { flags: $flagsRead, cart: $cartRead },
  filter: ({ flags, cart }) => flags && cart,
  target: basketListening,
});

/**
 * A question with no choices cannot be answered in the modal (it would only say "Please choose an
 * answer."): such an entry goes straight to the provider, which accepts it or says why.
 */
export function questionPending(
  showQuestion: boolean,
  answers: Record<string, string>,
  request: AddToCartRequest,
): boolean {
  return (
    showQuestion &&
    Boolean(request.competition.comp_question) &&
    (request.competition.question_options?.length ?? 0) > 0 &&
    !request.answer &&
    !answers[String(request.competition.id)]
  );
}

export const addToCartFx = attach({
  source: { items: $cartItems, tickets: $purchasedTickets, token: $userToken },
  mapParams: (request: AddToCartRequest, source) => ({ request, ...source }),
  effect: createEffect(
    async ({
      request,
      items,
      tickets,
      token,
    }: {
      request: AddToCartRequest;
      items: CartItem[];
      tickets: TicketRecord[];
      token: string | null;
    }): Promise<AddOutcome> => {
      const competitionId = request.competition.id;
      const purchased = token ? await purchasedCountFx({ token, competitionId, known: tickets }) : 0;
      const inCart = items
        .filter((i) => Number(i.competition.id) === Number(competitionId))
        .reduce((n, i) => n + toQuantity(i.quantity), 0);
      const decision = decideAdd({
        competition: request.competition,
        requested: toQuantity(request.quantity),
        inCart,
        purchased,
      });
      if (decision.kind === 'rejected') return decision;
      const cart = await addItemFx({
        id: request.competition.competition_product_id,
        quantity: decision.quantity,
        token: token ?? undefined,
        answer: request.answer,
      });
      return { kind: 'added', cart, notice: decision.notice, request, quantity: decision.quantity };
    },
  ),
});

export const $isAdding = addToCartFx.pending;
export const $questionRequest = createStore<AddToCartRequest | null>(null);
export const $cartModalOpen = createStore(false)
  .on(cartOpened, () => true)
  .on(cartModalClosed, () => false);

// SHOW_QUESTION is read again for every request: the site settings are refreshed every 15
// minutes (by any team), so the value read at start-up can be out of date. A missing value (the
// settings never loaded) keeps the last one known rather than waiting on the provider here.
const questionFlagReadFx = createEffect((request: AddToCartRequest) => {
  const flag = readText(STORAGE_KEYS.SHOW_QUESTION);
  return { request, showQuestion: flag === null ? null : flag === '1' };
});
sample({ clock: addToCartReceived, target: questionFlagReadFx });
$showQuestion.on(questionFlagReadFx.doneData, (known, { showQuestion }) => showQuestion ?? known);
const requestRead = sample({
  clock: questionFlagReadFx.doneData,
  source: { known: $showQuestion, answers: $answers },
  fn: ({ known, answers }, { request, showQuestion }) => {
    const asks = Boolean(request.askQuestion) && questionPending(showQuestion ?? known, answers, request);
    return { request, asks, answers };
  },
});
sample({
  clock: requestRead,
  filter: ({ asks }) => asks,
  fn: ({ request }) => request,
  target: $questionRequest,
});
sample({
  clock: requestRead,
  filter: ({ asks }) => !asks,
  fn: ({ request, answers }) => ({ ...request, answer: request.answer ?? answers[String(request.competition.id)] }),
  target: addToCartFx,
});
sample({
  clock: questionAnswered,
  source: $questionRequest,
  filter: (request: AddToCartRequest | null): request is AddToCartRequest => request !== null,
  fn: (request, answer) => ({ ...request, answer }),
  target: addToCartFx,
});

const added = addToCartFx.doneData.filterMap((o) => (o.kind === 'added' ? o : undefined));
const rejected = addToCartFx.doneData.filterMap((o) => (o.kind === 'rejected' ? o.message : undefined));

// A wrong answer keeps the question open to try again; anything else closes it.
$questionRequest.reset(questionClosed, addToCartFx.done);
$cartModalOpen.on(added, (open, outcome) => open || outcome.request.flag !== 1);

sample({ clock: added, fn: (o) => o.cart, target: cartReplaced });
sample({ clock: rejected, target: showError });
// A reduced add is told, never silent (requirements §5), and it is no error: the cart modal that
// opens says it at its top; with no modal opening (flag = 1) an info toast says it.
const addedWhere = sample({
  clock: added,
  source: $cartModalOpen,
  fn: (wasOpen, o) => ({ notice: o.notice, inModal: wasOpen || o.request.flag !== 1 }),
});
export const $addNotice = createStore<string | null>(null)
  .on(addedWhere, (_, { notice, inModal }) => (inModal ? notice : null))
  .reset(cartModalClosed, cartOpened);
sample({
  clock: addedWhere,
  filter: ({ notice, inModal }) => notice !== null && !inModal,
  fn: ({ notice }) => notice as string,
  target: showInfo,
});
sample({
  clock: added,
  filter: (o) => o.notice === null && o.request.flag === 1,
  fn: (o) => `${o.quantity} ${o.quantity === 1 ? 'ticket' : 'tickets'} added to your basket.`,
  target: showSuccess,
});
/**
 * A wrong answer, or a day's tries used up, is said inside the open question (with the tries left,
 * or the free postal route), never as a toast the shopper must find at the edge of a phone and
 * that would outlive the right answer (api/README.md "Skill question").
 */
export interface QuestionFeedback {
  message: string;
  /** Wrong answers left today (when the provider says). */
  triesLeft: number | null;
  /** No tries left today: the answer cannot be sent again before tomorrow. */
  spent: boolean;
}
const QUESTION_CODES: readonly string[] = ['shop_wrong_answer', 'shop_answer_tries'];
const questionRefusal = addToCartFx.fail.filterMap(({ params, error }) => {
  if (!params.answer || !isApiError(error) || !QUESTION_CODES.includes(error.code ?? '')) return undefined;
  const data = (error.body as { data?: { tries_left?: unknown } } | undefined)?.data;
  const left = typeof data?.tries_left === 'number' ? data.tries_left : null;
  return { message: error.message, triesLeft: left, spent: error.code === 'shop_answer_tries' || left === 0 };
});
export const $questionFeedback = createStore<QuestionFeedback | null>(null)
  .on(questionRefusal, (_, feedback) => feedback)
  .reset(questionAnswered, questionClosed, addToCartFx.done);
sample({
  clock: addToCartFx.fail,
  source: $questionRequest,
  filter: (open, { params, error }) =>
    !(open !== null && params.answer && isApiError(error) && QUESTION_CODES.includes(error.code ?? '')),
  fn: (_, { error }) => failureMessage(error, 'Nothing was added to your basket.'),
  target: showError,
});
// The provider insists on an answer (questions switched off here, on there): ask it after all.
sample({
  clock: addToCartFx.fail,
  filter: ({ params, error }) =>
    isApiError(error) &&
    error.code === 'shop_answer_required' &&
    (params.competition.question_options?.length ?? 0) > 0,
  fn: ({ params }) => ({ ...params, answer: undefined }),
  target: $questionRequest,
});

$answers.on(added, (answers, o) =>
  o.request.answer ? { ...answers, [String(o.request.competition.id)]: o.request.answer } : answers,
);
// An answer belongs to an entry in the basket: it goes when that competition leaves the basket.
$answers.on($cartItems.updates, (answers, items) => {
  const kept = Object.entries(answers).filter(([id]) => items.some((i) => String(i.competition.id) === id));
  return kept.length === Object.keys(answers).length ? answers : Object.fromEntries(kept);
});
sample({ clock: $answers.updates, target: answersWrittenFx });
