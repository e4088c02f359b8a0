import { makeCompetition } from '@shop/provider-client/testing';
import type { CartItem, StoreCart, UserDetails } from '@shop/shared';
import {
  $basketListening,
  $cartSummary,
  $user,
  addToCartRequested,
  type ToastRequest,
  toastRaised,
  userSignedIn,
} from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $addNotice,
  $answers,
  $cartModalOpen,
  $isAdding,
  $questionFeedback,
  $questionRequest,
  $showQuestion,
  addItemFx,
  cartModalClosed,
  purchasedCountFx,
  questionAnswered,
  questionClosed,
} from './add-flow';
import { $cartItems, basketStarted, loadItemsFx } from './model';
// The basket's whole cart model, as the app loads it (./index.ts): a sign-in claims the basket.
import { claimCartFx } from './sign-in';

const competition = makeCompetition({
  id: 7,
  competition_product_id: 107,
  total_sell_tickets: 100,
  total_ticket_sold: 0,
  max_ticket_per_user: 10,
});
const inCart = (quantity: number, c = competition): CartItem => ({
  id: c.competition_product_id,
  key: 'k1',
  quantity: String(quantity),
  totals: { line_total: String(quantity * 100), currency_minor_unit: 2 },
  competition: c,
});
const cartWith = (quantity: number, c = competition): StoreCart => ({
  items: [
    {
      key: 'k1',
      id: c.competition_product_id,
      quantity,
      name: c.title,
      totals: { line_total: String(quantity * 100), currency_minor_unit: 2 },
      competition: c,
    },
  ],
  items_count: quantity,
  coupons: [],
  totals: {
    total_items: String(quantity * 100),
    total_discount: '0',
    total_price: String(quantity * 100),
    currency_code: 'GBP',
    currency_minor_unit: 2,
  },
});

type Opts = {
  /** The basket has started and listens (false: it is still loading, requests wait). */
  listening?: boolean;
  items?: CartItem[];
  token?: string | null;
  purchased?: number;
  showQuestion?: boolean;
  answers?: Record<string, string>;
  add?: (p: { quantity: number }) => Promise<StoreCart>;
  loadItems?: () => Promise<CartItem[]>;
};
function setup(opts: Opts = {}) {
  const toasts: ToastRequest[] = [];
  const add = vi.fn(
    opts.add ??
      (async (p: { quantity: number }) =>
        cartWith(p.quantity + (opts.items?.[0] ? Number(opts.items[0].quantity) : 0))),
  );
  const scope = fork({
    values: [
      [$cartItems, opts.items ?? []],
      [$user, opts.token ? ({ token: opts.token } as UserDetails) : null],
      [$showQuestion, opts.showQuestion ?? false],
      [$answers, opts.answers ?? {}],
      [$basketListening, opts.listening ?? true],
    ],
    handlers: [
      [addItemFx, add],
      [purchasedCountFx, async () => opts.purchased ?? 0],
      [loadItemsFx, opts.loadItems ?? (async () => opts.items ?? [])],
      // No account basket to merge: the claim is refused and the basket is read instead.
      [
        claimCartFx,
        async () => {
          throw new Error('no basket to claim');
        },
      ],
    ],
  });
  toastRaised.watch((t) => toasts.push(t));
  return { scope, toasts, add };
}

describe('add-to-cart flow', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('adds, replaces the cart, publishes the summary and opens the cart modal', async () => {
    const { scope, add } = setup();
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 3 } });
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ id: 107, quantity: 3 }));
    expect(scope.getState($cartItems)).toHaveLength(1);
    expect(scope.getState($cartItems)[0]?.quantity).toBe('3');
    expect(scope.getState($cartSummary)).toEqual({ count: 3, total: 3 });
    expect(scope.getState($cartModalOpen)).toBe(true);
    expect(scope.getState($isAdding)).toBe(false);
  });

  it('handles a request pressed before the basket started, once, when it starts', async () => {
    localStorage.setItem('SHOW_QUESTION', '0');
    // The first cart read returns late (empty): the add must wait for it, or that older cart
    // would overwrite the one the add returned.
    const { scope, add } = setup({
      listening: false,
      loadItems: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      },
    });
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 2 } });
    expect(add).not.toHaveBeenCalled();
    await allSettled(basketStarted, { scope });
    expect(scope.getState($cartItems)).toHaveLength(1);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ id: 107, quantity: 2 }));
    expect(scope.getState($cartModalOpen)).toBe(true);
    await allSettled(basketStarted, { scope });
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('keeps an add when an item read started by a sign-in returns after it', async () => {
    const { scope } = setup({
      loadItems: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return [];
      },
    });
    const signIn = allSettled(userSignedIn, { scope, params: { token: 't' } as UserDetails });
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 2 } });
    await signIn;
    expect(scope.getState($cartItems).map((i) => i.quantity)).toEqual(['2']);
  });

  it('keeps the cart modal closed when the flag equals 1', async () => {
    const { scope } = setup();
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 1, flag: 1 } });
    expect(scope.getState($cartModalOpen)).toBe(false);
  });

  it.each([
    [
      'sold out',
      { competition: { ...competition, total_ticket_sold: 100 } },
      'Oops! There is not ticket left to purchase for this competition',
    ],
    [
      'max in cart',
      { items: [inCart(10)] },
      'You already have the maximum number of tickets for this competition in cart!',
    ],
    [
      'max with bought',
      { items: [inCart(4)], purchased: 6, token: 't' },
      'You already have the maximum number of tickets for this competition',
    ],
    ['max entered', { purchased: 10, token: 't' }, 'You have entered the maximum number of tickets'],
    [
      'already N in cart',
      {
        competition: { ...competition, total_ticket_sold: 96 },
        items: [inCart(4, { ...competition, total_ticket_sold: 96 })],
      },
      "Oops! It seems you've already have 4 tickets for this competition in cart.",
    ],
  ])('rejects (%s) with its message, adds nothing and clears isAdding', async (_, o, message) => {
    const { scope, toasts, add } = setup(o as never);
    const c = (o as { competition?: typeof competition }).competition ?? competition;
    const before = scope.getState($cartItems);
    await allSettled(addToCartRequested, { scope, params: { competition: c, quantity: 1 } });
    expect(add).not.toHaveBeenCalled();
    expect(toasts).toContainEqual({ kind: 'error', message });
    expect(scope.getState($cartItems)).toBe(before);
    expect(scope.getState($isAdding)).toBe(false);
  });

  it('clamps to the stock left and says so in the cart modal, not as an error', async () => {
    const c = { ...competition, total_ticket_sold: 95 };
    const { scope, toasts, add } = setup({ items: [inCart(2, c)] });
    await allSettled(addToCartRequested, { scope, params: { competition: c, quantity: 6 } });
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ quantity: 3 }));
    expect(scope.getState($cartModalOpen)).toBe(true);
    expect(scope.getState($addNotice)).toBe('Only 5 tickets are available , 3 tickets have been added to your basket.');
    expect(toasts).toEqual([]);
    await allSettled(cartModalClosed, { scope });
    expect(scope.getState($addNotice)).toBeNull();
  });

  it('says so when more are asked than remain with none of them in the basket', async () => {
    const c = { ...competition, total_ticket_sold: 96 };
    const { scope, add } = setup({ items: [] });
    await allSettled(addToCartRequested, { scope, params: { competition: c, quantity: 10 } });
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ quantity: 4 }));
    expect(scope.getState($addNotice)).toBe('Only 4 tickets are available , 4 tickets have been added to your basket.');
  });

  it('an add within the limits clears the last notice', async () => {
    const c = { ...competition, total_ticket_sold: 95 };
    const { scope } = setup({ items: [] });
    await allSettled(addToCartRequested, { scope, params: { competition: c, quantity: 9 } });
    expect(scope.getState($addNotice)).not.toBeNull();
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 1 } });
    expect(scope.getState($addNotice)).toBeNull();
  });

  it('clamps to the allowance, counting tickets bought; with no modal (flag 1) an info toast says so', async () => {
    const { scope, toasts, add } = setup({ items: [inCart(3)], purchased: 2, token: 't' });
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 8, flag: 1 } });
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ quantity: 5, token: 't' }));
    expect(scope.getState($cartModalOpen)).toBe(false);
    expect(scope.getState($addNotice)).toBeNull();
    expect(toasts).toEqual([
      { kind: 'info', message: 'Only 8 tickets available, 5 tickets have been added to your basket.' },
    ]);
  });

  it('keeps the cart as it was and says why when add-item fails; isAdding is cleared', async () => {
    const error = { type: 'http', status: 500, message: 'Request failed with status 500', isRetryable: true };
    const { scope, toasts } = setup({ items: [inCart(2)], add: () => Promise.reject(error) });
    const before = scope.getState($cartItems);
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 1 } });
    expect(scope.getState($cartItems)).toBe(before);
    expect(scope.getState($isAdding)).toBe(false);
    expect(scope.getState($cartModalOpen)).toBe(false);
    expect(toasts.at(-1)?.kind).toBe('error');
    expect(toasts.at(-1)?.message).toMatch(/Nothing was added to your basket.*error 500/);
  });

  describe('skill question', () => {
    const quiz = {
      ...competition,
      comp_question: true,
      question: 'Capital of Scotland?',
      question_options: ['Glasgow', 'Edinburgh'],
    };

    it('opens the question and adds nothing when SHOW_QUESTION is 1 and the caller asks', async () => {
      const { scope, add } = setup({ showQuestion: true });
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      expect(scope.getState($questionRequest)?.competition.id).toBe(7);
      expect(add).not.toHaveBeenCalled();
    });

    it('sends the answer with the entry, closes the question and remembers the answer', async () => {
      const { scope, add } = setup({ showQuestion: true, add: async (p) => cartWith(p.quantity, quiz) });
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      await allSettled(questionAnswered, { scope, params: 'Edinburgh' });
      expect(add).toHaveBeenCalledWith(expect.objectContaining({ quantity: 2, answer: 'Edinburgh' }));
      expect(scope.getState($questionRequest)).toBeNull();
      expect(scope.getState($answers)).toEqual({ '7': 'Edinburgh' });
      expect(JSON.parse(localStorage.getItem('COMPS_QUEST') ?? '{}')).toEqual({ '7': 'Edinburgh' });
    });

    it('keeps the question open, adds nothing and says why inside it, with the tries left, never as a toast', async () => {
      const error = {
        type: 'http',
        status: 400,
        code: 'shop_wrong_answer',
        message: 'Sorry, that answer is incorrect. Please try again.',
        isRetryable: false,
        body: { code: 'shop_wrong_answer', data: { status: 400, tries_left: 2 } },
      };
      const { scope, toasts } = setup({ showQuestion: true, add: () => Promise.reject(error) });
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      await allSettled(questionAnswered, { scope, params: 'Glasgow' });
      expect(scope.getState($questionRequest)).not.toBeNull();
      expect(scope.getState($cartItems)).toEqual([]);
      expect(scope.getState($questionFeedback)).toEqual({
        message: 'Sorry, that answer is incorrect. Please try again.',
        triesLeft: 2,
        spent: false,
      });
      expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);
      expect(scope.getState($answers)).toEqual({});
    });

    it('a day of tries used up names the free postal route and stops sending', async () => {
      const error = {
        type: 'http',
        status: 429,
        code: 'shop_answer_tries',
        message:
          'You have had 3 tries at this question today. You can try again tomorrow, or enter for free by post (see the free postal route).',
        isRetryable: false,
        body: { data: { tries_left: 0 } },
      };
      const { scope } = setup({ showQuestion: true, add: () => Promise.reject(error) });
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      await allSettled(questionAnswered, { scope, params: 'Edinburgh' });
      expect(scope.getState($questionFeedback)).toMatchObject({ spent: true, triesLeft: 0 });
      await allSettled(questionClosed, { scope });
      expect(scope.getState($questionFeedback)).toBeNull();
    });

    it('does not ask again once an answer is on record, and reuses it', async () => {
      const { scope, add } = setup({ showQuestion: true, answers: { '7': 'Edinburgh' } });
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 1, askQuestion: true } });
      expect(scope.getState($questionRequest)).toBeNull();
      expect(add).toHaveBeenCalledWith(expect.objectContaining({ answer: 'Edinburgh' }));
    });

    it('reads SHOW_QUESTION when the request comes, not only at start-up', async () => {
      // Off when the basket started; the site settings were refreshed since and switched it on.
      const { scope, add } = setup({ showQuestion: false });
      localStorage.setItem('SHOW_QUESTION', '1');
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      expect(scope.getState($questionRequest)?.competition.id).toBe(7);
      expect(add).not.toHaveBeenCalled();

      // And switched off again: the next request is added without a question.
      await allSettled(questionClosed, { scope });
      localStorage.setItem('SHOW_QUESTION', '0');
      await allSettled(addToCartRequested, { scope, params: { competition: quiz, quantity: 2, askQuestion: true } });
      expect(scope.getState($questionRequest)).toBeNull();
      expect(add).toHaveBeenCalledTimes(1);
    });

    it('adds a competition whose question has no choices without opening the question', async () => {
      const noChoices = { ...quiz, question_options: [] };
      const { scope, add } = setup({ showQuestion: true, add: async (p) => cartWith(p.quantity, noChoices) });
      await allSettled(addToCartRequested, {
        scope,
        params: { competition: noChoices, quantity: 1, askQuestion: true },
      });
      expect(scope.getState($questionRequest)).toBeNull();
      expect(add).toHaveBeenCalledWith(expect.objectContaining({ quantity: 1, answer: undefined }));
      expect(scope.getState($cartItems)).toHaveLength(1);
    });

    it('does not ask when SHOW_QUESTION is not 1 or the caller does not ask', async () => {
      const off = setup();
      await allSettled(addToCartRequested, {
        scope: off.scope,
        params: { competition: quiz, quantity: 1, askQuestion: true },
      });
      expect(off.scope.getState($questionRequest)).toBeNull();
      const notAsked = setup({ showQuestion: true });
      await allSettled(addToCartRequested, { scope: notAsked.scope, params: { competition: quiz, quantity: 1 } });
      expect(notAsked.scope.getState($questionRequest)).toBeNull();
      expect(notAsked.add).toHaveBeenCalled();
    });
  });
});
