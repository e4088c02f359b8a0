import { setProviderClient } from '@shop/provider-client';
import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { userSignedIn } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimRefused, submitClaim } from './api';
import {
  $confirmation,
  $document,
  $errors,
  $form,
  $formProblem,
  $selectedWin,
  ALREADY_CLAIMED,
  choiceChanged,
  claimablePrizesQuery,
  claimPageOpened,
  claimPrizeFx,
  claimSubmitted,
  consentChanged,
  dateOfBirthProblem,
  documentChosen,
  documentProblem,
  fieldChanged,
  getClaimablePrizesFx,
  getSavedAddressFx,
  MAX_DOCUMENT_BYTES,
  readDocumentFx,
  UNDER_AGE,
  winRequested,
  winSelected,
} from './model';

const user = { first_name: 'Demo', last_name: 'Customer', billing_phone: '07700 900001', token: 't0k' } as Parameters<
  typeof userSignedIn
>[0];

const saved = {
  first_name: 'Demo',
  last_name: 'Customer',
  billing_first_name: 'Dee',
  billing_last_name: 'Winner',
  billing_phone: '07700 900123',
  billing_address_1: '12',
  billing_address_2: 'High Street',
  billing_city: 'Manchester',
  billing_postcode: 'M1 1AA',
};

const base = {
  prize: 'Watch',
  competition_title: 'Watch Comp',
  competition_id: 1,
  ticket_number: 7,
  claimed: false,
  kind: 'draw' as const,
  value: 500,
  cash_alternative: 0,
  needs_id: false,
  needs_date_of_birth: false,
  claim_status: '' as const,
  won_at: '2026-11-01 10:00:00',
  image: '',
};
const watch = { ...base, win_id: 4 };
const car = {
  ...base,
  win_id: 8,
  prize: 'Audi',
  value: 30000,
  cash_alternative: 25000,
  needs_id: true,
  needs_date_of_birth: true,
};
const done = { ...base, win_id: 9, prize: 'Phone', claimed: true, claim_status: 'dispatched' as const };

async function openScope(claim: (req: unknown) => Promise<string> = async () => 'Thank you!') {
  const scope = fork({
    handlers: [
      [claimPrizeFx, claim],
      [getClaimablePrizesFx, async () => ({ success: true, data: [watch, car, done] })],
      [getSavedAddressFx, async () => ({ success: true, data: saved })],
    ],
  });
  await allSettled(userSignedIn, { scope, params: user });
  await allSettled(claimPageOpened, { scope });
  return scope;
}

beforeEach(async () => {
  await clearQueryCaches();
});

describe('claim prize form', () => {
  it('prefills the structured address from the saved billing details and sends the structured claim', async () => {
    const claim = vi.fn(async () => 'Thank you!');
    const scope = await openScope(claim);
    await allSettled(winSelected, { scope, params: 4 });
    expect(scope.getState($form)).toMatchObject({
      full_name: 'Dee Winner',
      phone: '07700 900123',
      address_1: '12',
      address_2: 'High Street',
      city: 'Manchester',
      postcode: 'M1 1AA',
      publicity_consent: false,
      choice: 'prize',
    });
    await allSettled(fieldChanged, { scope, params: { field: 'postcode', value: ' m1 2bb ' } });
    await allSettled(consentChanged, { scope, params: true });
    await allSettled(claimSubmitted, { scope });
    expect(claim).toHaveBeenCalledWith({
      token: 't0k',
      win_id: 4,
      full_name: 'Dee Winner',
      phone: '07700 900123',
      address_1: '12',
      address_2: 'High Street',
      city: 'Manchester',
      postcode: 'M1 2BB',
      choice: 'prize',
      publicity_consent: true,
      date_of_birth: undefined,
      id_document: undefined,
      notes: undefined,
    });
    expect(scope.getState($confirmation)).toEqual({ prize: 'Watch', choice: 'prize', cash: 0, message: 'Thank you!' });
    expect(scope.getState($selectedWin)).toBeNull();
  });

  it('keeps what the winner typed over the saved address', async () => {
    const scope = await openScope();
    await allSettled(fieldChanged, { scope, params: { field: 'city', value: 'Leeds' } });
    await allSettled(winSelected, { scope, params: 4 });
    expect(scope.getState($form).city).toBe('Leeds');
    expect(scope.getState($form).address_1).toBe('12');
  });

  it('an email link (?win=) preselects its prize once listed, but never a claimed one', async () => {
    const scope = await openScope();
    await allSettled(winRequested, { scope, params: 8 });
    expect(scope.getState($selectedWin)).toBe(8);
    const other = await openScope();
    await allSettled(winRequested, { scope: other, params: 9 });
    expect(other.getState($selectedWin)).toBeNull();
    // Asked for before the list arrives (the page's first view): chosen once it does, and prefilled.
    await clearQueryCaches();
    const early = fork({
      handlers: [
        [getClaimablePrizesFx, async () => ({ success: true, data: [watch, car, done] })],
        [getSavedAddressFx, async () => ({ success: true, data: saved })],
      ],
    });
    await allSettled(userSignedIn, { scope: early, params: user });
    await allSettled(winRequested, { scope: early, params: 8 });
    await allSettled(claimPageOpened, { scope: early });
    expect(early.getState($selectedWin)).toBe(8);
    expect(early.getState($form).postcode).toBe('M1 1AA');
  });

  it('required fields, an under-18 date of birth and a missing document block the request, each at its field', async () => {
    const claim = vi.fn(async () => 'ok');
    const scope = await openScope(claim);
    await allSettled(winSelected, { scope, params: 8 });
    await allSettled(fieldChanged, { scope, params: { field: 'city', value: ' ' } });
    await allSettled(fieldChanged, { scope, params: { field: 'city', value: '' } });
    const today = new Date().toISOString().slice(0, 10);
    const tenYearsAgo = `${Number(today.slice(0, 4)) - 10}${today.slice(4)}`;
    await allSettled(fieldChanged, { scope, params: { field: 'date_of_birth', value: tenYearsAgo } });
    await allSettled(claimSubmitted, { scope });
    expect(claim).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({
      city: 'Town/City is required.',
      date_of_birth: UNDER_AGE,
      id_document: 'Please add a photo or scan of your passport or driving licence.',
    });
  });

  it('sends the cash choice, the date of birth and the document as base64 when the prize needs them', async () => {
    const claim = vi.fn(async () => 'Thank you!');
    const scope = await openScope(claim);
    await allSettled(winSelected, { scope, params: 8 });
    await allSettled(choiceChanged, { scope, params: 'cash' });
    await allSettled(fieldChanged, { scope, params: { field: 'date_of_birth', value: '1990-05-17' } });
    await allSettled(documentChosen, {
      scope,
      params: new File(['%PDF-1.4 id'], 'passport.pdf', { type: 'application/pdf' }),
    });
    expect(scope.getState($document)).toMatchObject({ name: 'passport.pdf', type: 'application/pdf' });
    await allSettled(claimSubmitted, { scope });
    expect(claim).toHaveBeenCalledWith(
      expect.objectContaining({
        win_id: 8,
        choice: 'cash',
        date_of_birth: '1990-05-17',
        id_document: { name: 'passport.pdf', type: 'application/pdf', data: btoa('%PDF-1.4 id') },
      }),
    );
    expect(scope.getState($confirmation)).toMatchObject({ prize: 'Audi', choice: 'cash', cash: 25000 });
  });

  it('refuses a document of the wrong type or over 5 MB at the field, before anything is sent', async () => {
    const scope = await openScope();
    await allSettled(winSelected, { scope, params: 8 });
    await allSettled(documentChosen, { scope, params: new File(['x'], 'id.gif', { type: 'image/gif' }) });
    expect(scope.getState($errors).id_document).toBe('Please choose a JPEG, PNG or PDF file (a photo or a scan).');
    expect(scope.getState($document)).toBeNull();
    expect(documentProblem({ type: 'image/png', size: MAX_DOCUMENT_BYTES + 1 })).toMatch(/larger than 5 MB/);
    expect(documentProblem({ type: 'image/jpeg', size: MAX_DOCUMENT_BYTES })).toBe('');
  });

  it('says each provider refusal at its field, or above the button, and keeps what was typed', async () => {
    const refuse = (code: string, status: number, message: string) => async () => {
      throw new ClaimRefused(message, code, status);
    };
    const cases: [string, number, number, string, string][] = [
      ['shop_under_age', 403, 8, 'date_of_birth', UNDER_AGE],
      ['shop_id_required', 400, 8, 'id_document', 'Please add a photo or scan.'],
      ['shop_no_cash_alternative', 400, 4, 'choice', 'This prize has no cash alternative.'],
    ];
    for (const [code, status, win, field, message] of cases) {
      await clearQueryCaches();
      const scope = await openScope(refuse(code, status, message));
      await allSettled(winSelected, { scope, params: win });
      await allSettled(fieldChanged, { scope, params: { field: 'date_of_birth', value: '1990-01-01' } });
      if (win === 8)
        await allSettled(documentChosen, { scope, params: new File(['id'], 'a.pdf', { type: 'application/pdf' }) });
      await allSettled(claimSubmitted, { scope });
      expect(scope.getState($errors), code).toMatchObject({ [field]: message });
      expect(scope.getState($form).city).toBe('Manchester');
      expect(scope.getState($selectedWin)).toBe(win);
    }
    await clearQueryCaches();
    const scope = await openScope(refuse('shop_already_claimed', 409, 'Conflict'));
    await allSettled(winSelected, { scope, params: 4 });
    await allSettled(claimSubmitted, { scope });
    expect(scope.getState($formProblem)).toBe(ALREADY_CLAIMED);
    expect(scope.getState($confirmation)).toBeNull();
  });

  it('reads the refusal code and status from the provider response', async () => {
    setProviderClient({
      request: async () => {
        throw Object.assign(new Error('403'), {
          isAxiosError: true,
          response: {
            status: 403,
            data: JSON.stringify({ success: false, error: UNDER_AGE, code: 'shop_under_age' }),
          },
        });
      },
    } as unknown as Parameters<typeof setProviderClient>[0]);
    const error = await submitClaim({
      token: 't',
      win_id: 1,
      full_name: 'A',
      phone: '1',
      address_1: '1',
      city: 'C',
      postcode: 'P',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClaimRefused);
    expect(error).toMatchObject({ code: 'shop_under_age', status: 403, message: UNDER_AGE });
  });

  it('a lost request is said in plain words, not as the client describes it', async () => {
    setProviderClient({
      request: async () => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true });
      },
    } as unknown as Parameters<typeof setProviderClient>[0]);
    const error = await submitClaim({
      token: 't',
      win_id: 1,
      full_name: 'A',
      phone: '1',
      address_1: '1',
      city: 'C',
      postcode: 'P',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Your claim could not be sent. Please check your connection and try again.',
    });
  });

  it('checks the date of birth as the provider does (18th birthday, 29 February, nonsense)', () => {
    expect(dateOfBirthProblem('2008-11-26', '2026-11-26')).toBe('');
    expect(dateOfBirthProblem('2008-11-27', '2026-11-26')).toBe(UNDER_AGE);
    expect(dateOfBirthProblem('2008-02-29', '2026-02-28')).toBe(UNDER_AGE);
    expect(dateOfBirthProblem('2008-02-29', '2026-03-01')).toBe('');
    expect(dateOfBirthProblem('2001-02-30', '2026-03-01')).toBe('Please enter your date of birth.');
    expect(dateOfBirthProblem('', '2026-03-01')).toBe('Please enter your date of birth.');
  });

  it('drops a prize without its win id (it cannot be claimed), logged, and reads claim statuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeHost({
      claimable_prizes: () => ({
        success: true,
        data: [{ prize: 'Watch' }, { ...watch, win_id: '9', claim_status: 'verified', claimed: '1' }],
      }),
      get_user_details: () => ({ success: true, data: saved }),
    });
    const scope = fork();
    await allSettled(userSignedIn, { scope, params: user });
    await allSettled(claimPageOpened, { scope });
    expect(scope.getState(claimablePrizesQuery.$data)).toMatchObject([
      { win_id: 9, claim_status: 'verified', claimed: true },
    ]);
    expect(warn).toHaveBeenCalledWith('[data] claimable_prizes: dropped data[0] (win_id: missing)');
  });
});
