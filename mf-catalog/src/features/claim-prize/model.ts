import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { ClaimablePrize, ClaimStatus, UserDetails } from '@shop/shared';
import { ukToday } from '@shop/shared/format';
import { $user, $userToken } from '@shop/shared/state';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ClaimRefused, type ClaimRequest, submitClaim } from './api';

// The claim form (api/README.md "Claims"): the winner's prizes,
// one chosen (or the one an email's ?win= names), a form prefilled from the account's saved
// billing address, the prize or its cash alternative, the date of birth when the account has none
// (winners are 18 or over), proof of identity above the shop's threshold, publicity consent. A
// refusal is said at its field, or above the button; a claim that goes through shows what
// happens next in place of the form, and the list shows the claim's status from then on.

export type ClaimTextField =
  | 'full_name'
  | 'phone'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'postcode'
  | 'date_of_birth'
  | 'notes';
export type ClaimChoice = 'prize' | 'cash';
export interface ClaimForm extends Record<ClaimTextField, string> {
  choice: ClaimChoice;
  publicity_consent: boolean;
}
export type ClaimErrorField = ClaimTextField | 'id_document' | 'choice';
export type ClaimErrors = Partial<Record<ClaimErrorField, string>>;

/** An identity document as the claim sends it (api/README.md "Claims"), with its size to show. */
export interface IdDocument {
  name: string;
  type: string;
  data: string;
  size: number;
}

export const EMPTY_FORM: ClaimForm = {
  full_name: '',
  phone: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  date_of_birth: '',
  notes: '',
  choice: 'prize',
  publicity_consent: false,
};
export const REQUIRED: Partial<Record<ClaimTextField, string>> = {
  full_name: 'Full name is required.',
  phone: 'Phone number is required.',
  address_1: 'House name/number is required.',
  city: 'Town/City is required.',
  postcode: 'Postcode is required.',
};
/** The provider's words for someone under 18 (api/src/draws/claims.ts), said at the field before sending. */
export const UNDER_AGE = 'Prizes can only be claimed by someone aged 18 or over.';
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The provider's limit (api/README.md "Claims"). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const ALREADY_CLAIMED = 'This prize has already been claimed.';

/** What each status means to the winner (api/README.md "Claims": staff move a claim on). */
export const CLAIM_STATUS_TEXT: Record<Exclude<ClaimStatus, ''>, { label: string; next: string }> = {
  received: { label: 'Claim received', next: 'We are checking your claim and will be in touch within 2 working days.' },
  verified: { label: 'Verified', next: 'Your claim is checked: we are arranging your prize.' },
  dispatched: { label: 'Dispatched', next: 'Your prize is on its way.' },
  paid: { label: 'Paid', next: 'Your cash has been paid to you.' },
};

/** Why a date of birth is refused ('' when it is fine): the same rule as the provider's. */
export function dateOfBirthProblem(dob: string, today: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob.trim());
  if (!m) return 'Please enter your date of birth.';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900)
    return 'Please enter your date of birth.';
  if (dob > today) return 'Please enter your date of birth.';
  // The 18th birthday as a date: someone born on 29 February comes of age on 1 March.
  const birthday = new Date(Date.UTC(y + 18, mo - 1, d)).toISOString().slice(0, 10);
  return birthday <= today ? '' : UNDER_AGE;
}

/** Why a chosen file cannot be the identity document ('' when it can). */
export function documentProblem(file: { type: string; size: number }): string {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return 'Please choose a JPEG, PNG or PDF file (a photo or a scan).';
  if (file.size === 0) return 'That file is empty. Please choose another.';
  if (file.size > MAX_DOCUMENT_BYTES) return 'That file is larger than 5 MB. Please choose a smaller photo or scan.';
  return '';
}

/** Whether this prize offers its cash alternative. */
export const offersCash = (prize: Pick<ClaimablePrize, 'cash_alternative'>) => prize.cash_alternative > 0;

export function validateClaim(
  form: ClaimForm,
  prize: ClaimablePrize,
  document: IdDocument | null,
  today: string,
): ClaimErrors {
  const errors: ClaimErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [ClaimTextField, string][]) {
    if (!form[field].trim()) errors[field] = message;
  }
  if (prize.needs_date_of_birth) {
    const problem = dateOfBirthProblem(form.date_of_birth, today);
    if (problem) errors.date_of_birth = problem;
  }
  if (prize.needs_id && !document)
    errors.id_document = 'Please add a photo or scan of your passport or driving licence.';
  if (form.choice === 'cash' && !offersCash(prize)) errors.choice = 'This prize has no cash alternative.';
  return errors;
}

/** The account's saved details fill what the winner has not typed (prefilled from the saved address). */
export function prefilled(form: ClaimForm, saved: Partial<UserDetails> | null): ClaimForm {
  if (!saved) return form;
  const name = [saved.billing_first_name || saved.first_name, saved.billing_last_name || saved.last_name]
    .filter(Boolean)
    .join(' ');
  const keep = (typed: string, known: string | undefined) => typed || known || '';
  return {
    ...form,
    full_name: keep(form.full_name, name),
    phone: keep(form.phone, saved.billing_phone),
    address_1: keep(form.address_1, saved.billing_address_1),
    address_2: keep(form.address_2, saved.billing_address_2),
    city: keep(form.city, saved.billing_city),
    postcode: keep(form.postcode, saved.billing_postcode),
  };
}

/** The request a checked form sends. */
export function claimRequest(
  token: string,
  form: ClaimForm,
  prize: ClaimablePrize,
  document: IdDocument | null,
): ClaimRequest {
  const trimmed = (value: string) => value.trim() || undefined;
  return {
    token,
    win_id: prize.win_id,
    full_name: form.full_name.trim(),
    phone: form.phone.trim(),
    address_1: form.address_1.trim(),
    address_2: trimmed(form.address_2),
    city: form.city.trim(),
    postcode: form.postcode.trim().toUpperCase(),
    choice: offersCash(prize) ? form.choice : 'prize',
    publicity_consent: form.publicity_consent,
    date_of_birth: prize.needs_date_of_birth ? form.date_of_birth.trim() : undefined,
    id_document:
      prize.needs_id && document ? { name: document.name, type: document.type, data: document.data } : undefined,
    notes: trimmed(form.notes),
  };
}

/** The field a refusal concerns (api/README.md "Claims"), when the form shows that field. */
export function refusalField(code: string, prize: ClaimablePrize | null): ClaimErrorField | null {
  if ((code === 'shop_under_age' || code === 'shop_invalid_field') && prize?.needs_date_of_birth)
    return 'date_of_birth';
  if (code === 'shop_id_required' && prize?.needs_id) return 'id_document';
  if (code === 'shop_no_cash_alternative') return 'choice';
  return null;
}

// ---- events and effects ----

/** A prize's "Claim this prize" pressed. */
export const winSelected = createEvent<number>();
/** The page was opened with ?win=<id> (the link of the win email, the account, the confirmation). */
export const winRequested = createEvent<number>();
export const fieldChanged = createEvent<{ field: ClaimTextField; value: string }>();
export const choiceChanged = createEvent<ClaimChoice>();
export const consentChanged = createEvent<boolean>();
/** A file chosen for the identity document (null: the choice cleared). */
export const documentChosen = createEvent<File | null>();
export const claimSubmitted = createEvent();
/** The confirmation's "Back to my prizes". */
export const confirmationClosed = createEvent();

export const claimPrizeFx = createEffect<ClaimRequest, string, Error>(submitClaim);

/** Reads a chosen file as base64; refuses a file of the wrong type or size with the words to show. */
export const readDocumentFx = createEffect(async (file: File): Promise<IdDocument> => {
  const problem = documentProblem(file);
  if (problem) throw new Error(problem);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one String.fromCharCode call with megabytes of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name.slice(0, 200), type: file.type, data: btoa(binary), size: file.size };
});

/** The page opened for a signed-in winner (or its empty state's Try again pressed). */
export const claimPageOpened = createEvent();
export const getClaimablePrizesFx = attachToken((token) => readProvider('claimable_prizes', { token }));
export const claimablePrizesQuery = createQuery({
  name: 'catalog.claimablePrizes',
  effect: getClaimablePrizesFx,
  mapData: ({ result }): ClaimablePrize[] => result.data,
});
// A claim (or a claim refused as already made) changes the list: it is read again at once.
applyDataCacheRules(claimablePrizesQuery, { perUser: true, changedBy: claimPrizeFx.finally });
sample({ clock: claimPageOpened, target: claimablePrizesQuery.start });

/** The account's saved billing address, to prefill the form (the session's copy may predate the last checkout). */
export const getSavedAddressFx = attachToken((token) => readProvider('get_user_details', { token }));
export const savedAddressQuery = createQuery({
  name: 'catalog.claimSavedAddress',
  effect: getSavedAddressFx,
  mapData: ({ result }): Partial<UserDetails> => result.data,
});
applyDataCacheRules(savedAddressQuery, { perUser: true });
sample({ clock: claimPageOpened, target: savedAddressQuery.start });

// ---- state ----

export const $selectedWin = createStore<number | null>(null)
  .on(winSelected, (_, id) => id)
  .reset(claimPrizeFx.done);
export const $selectedPrize = combine(
  $selectedWin,
  claimablePrizesQuery.$data,
  (win, prizes) => prizes?.find((p) => p.win_id === win) ?? null,
);
/** The ?win= the page was opened with, until its prize is listed. */
const $requestedWin = createStore<number | null>(null)
  .on(winRequested, (_, id) => id)
  .reset(winSelected);
export const $form = createStore<ClaimForm>(EMPTY_FORM)
  .on(fieldChanged, (form, { field, value }) => ({ ...form, [field]: value }))
  .on(choiceChanged, (form, choice) => ({ ...form, choice }))
  .on(consentChanged, (form, publicity_consent) => ({ ...form, publicity_consent }))
  .reset(claimPrizeFx.done);
export const $document = createStore<IdDocument | null>(null)
  .on(readDocumentFx.doneData, (_, doc) => doc)
  .reset(documentChosen, winSelected, claimPrizeFx.done);
export const $errors = createStore<ClaimErrors>({})
  .on(fieldChanged, (errors, { field }) => ({ ...errors, [field]: undefined }))
  .on(choiceChanged, (errors) => ({ ...errors, choice: undefined }))
  .on(documentChosen, (errors) => ({ ...errors, id_document: undefined }))
  .on(readDocumentFx.failData, (errors, error) => ({ ...errors, id_document: error.message }))
  .reset(claimPrizeFx.done, winSelected);
/** A refusal that concerns no field of the form, said above the button ('' when none). */
export const $formProblem = createStore('').reset(claimSubmitted, winSelected, claimPrizeFx.done);
/** The claim just sent: the confirmation shows in place of the form. */
export const $confirmation = createStore<{ prize: string; choice: ClaimChoice; cash: number; message: string } | null>(
  null,
).reset(winSelected, confirmationClosed, claimPageOpened);

sample({ clock: documentChosen, filter: (file): file is File => file !== null, target: readDocumentFx });

// A ?win= preselects its prize once the list has it, unless it is already claimed.
sample({
  clock: [claimablePrizesQuery.$data.updates, winRequested],
  source: { requested: $requestedWin, prizes: claimablePrizesQuery.$data },
  filter: ({ requested, prizes }) =>
    requested !== null && Boolean(prizes?.some((p) => p.win_id === requested && !p.claimed)),
  fn: ({ requested }) => requested as number,
  target: winSelected,
});

// Prefill from the saved address when a prize is chosen, and when the saved address arrives after.
sample({
  clock: [winSelected, savedAddressQuery.$data.updates],
  source: { form: $form, saved: savedAddressQuery.$data, user: $user, win: $selectedWin },
  filter: ({ win }) => win !== null,
  fn: ({ form, saved, user }) => prefilled(form, saved ?? user),
  target: $form,
});

const checked = sample({
  clock: claimSubmitted,
  source: { form: $form, prize: $selectedPrize, document: $document },
  filter: ({ prize }) => prize !== null,
  fn: ({ form, prize, document }) => validateClaim(form, prize as ClaimablePrize, document, ukToday()),
});
sample({ clock: checked, target: $errors });
sample({
  clock: checked,
  source: { form: $form, prize: $selectedPrize, token: $userToken, document: $document },
  filter: ({ prize, token }, errors) => Object.keys(errors).length === 0 && prize !== null && token !== null,
  fn: ({ form, prize, token, document }) => claimRequest(token as string, form, prize as ClaimablePrize, document),
  target: claimPrizeFx,
});

sample({
  clock: claimPrizeFx.done,
  source: claimablePrizesQuery.$data,
  fn: (prizes, { params, result }) => {
    const prize = prizes?.find((p) => p.win_id === params.win_id);
    return {
      prize: prize?.prize ?? 'your prize',
      choice: params.choice ?? 'prize',
      cash: prize?.cash_alternative ?? 0,
      message: result,
    };
  },
  target: $confirmation,
});

// A refusal: at its field when the form shows it, otherwise above the button.
const refused = sample({
  clock: claimPrizeFx.failData,
  source: $selectedPrize,
  fn: (prize, error) => {
    const code = error instanceof ClaimRefused ? error.code : '';
    const status = error instanceof ClaimRefused ? error.status : undefined;
    const message =
      code === 'shop_already_claimed' || status === 409 ? ALREADY_CLAIMED : error.message || 'An error occurred.';
    return { field: refusalField(code, prize), message };
  },
});
sample({
  clock: refused,
  source: $errors,
  filter: (_, { field }) => field !== null,
  fn: (errors, { field, message }) => ({ ...errors, [field as ClaimErrorField]: message }),
  target: $errors,
});
sample({ clock: refused, filter: ({ field }) => field === null, fn: ({ message }) => message, target: $formProblem });
