// Claiming a prize (api/README.md "Draws"): prefilled from the saved address, the prize or its cash
// alternative, 18 or over against the date of birth, proof of identity above the shop's threshold,
// publicity consent, then a status the account follows (received, verified, dispatched, paid).

import type { ClaimPrizeRequest } from '@shop/shared/requests';
import type * as v from 'valibot';
import { dateOfBirthProblem } from '../account/responsible';
import type { UserRow } from '../auth/repository';
import { setting } from '../catalog/repository';
import { ApiError, absolute, type Ctx } from '../context';
import { mail } from '../mail/mailer';
import type { ClaimablePrize, ClaimStatus } from '../types';
import { iso, num, pounds, str, ukDateTime } from '../util';
import { type ClaimableRow, claimableWin, claimableWins, markClaimed, setDateOfBirth } from './repository';

/** Prizes worth more than this (pounds, site setting `claims.id_threshold`) need proof of identity. */
export const DEFAULT_ID_THRESHOLD = 1000;
export const CLAIM_STATUSES: readonly Exclude<ClaimStatus, ''>[] = ['received', 'verified', 'dispatched', 'paid'];
const DOCUMENT_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
/** Decoded bytes of an identity document at most (a phone photo or a scan). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const idThresholdPence = (ctx: Ctx): number =>
  Math.round(num(setting<{ id_threshold?: number }>(ctx.db, 'claims', {}).id_threshold ?? DEFAULT_ID_THRESHOLD) * 100);

function prizeOf(ctx: Ctx, user: UserRow, r: ClaimableRow): ClaimablePrize {
  return {
    win_id: num(r.id),
    prize: str(r.prize),
    competition_title: str(r.title),
    competition_id: num(r.competition_id),
    ticket_number: num(r.ticket_number),
    claimed: num(r.claimed) === 1,
    kind: str(r.kind) as ClaimablePrize['kind'],
    value: pounds(num(r.value)),
    cash_alternative: pounds(num(r.cash_alternative)),
    needs_id: num(r.value) > idThresholdPence(ctx),
    needs_date_of_birth: !user.date_of_birth,
    claim_status: str(r.claim_status) as ClaimStatus,
    won_at: str(r.created_at),
    image: absolute(ctx, str(r.image)),
  };
}

export const claimablePrizes = (ctx: Ctx, user: UserRow): ClaimablePrize[] =>
  claimableWins(ctx.db, user.id).map((r) => prizeOf(ctx, user, r));

/** A claim as its request schema gives it (shared/src/api/requests.ts): absent text is ''. */
export type Claim = Omit<v.InferOutput<typeof ClaimPrizeRequest>, 'token' | 'win_id'>;

function documentOf(doc: Claim['id_document']): { bytes: Buffer; extension: string; type: string } {
  const extension = doc ? DOCUMENT_TYPES[doc.type] : undefined;
  if (!doc || !extension)
    throw new ApiError(
      400,
      'shop_id_required',
      'Please add a photo or scan of your passport or driving licence (JPEG, PNG or PDF).',
    );
  const bytes = Buffer.from(doc.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_DOCUMENT_BYTES)
    throw new ApiError(400, 'shop_id_required', 'The identity document must be a file of at most 5 MB.');
  return { bytes, extension, type: doc.type };
}

/** Claims a prize once (409 when already claimed); returns the prize's title. */
export async function claimPrize(ctx: Ctx, user: UserRow, winId: number, claim: Claim): Promise<string> {
  const win = claimableWin(ctx.db, winId, user.id);
  if (!win) throw new ApiError(404, 'shop_no_win', 'Prize not found.');
  if (num(win.claimed)) throw new ApiError(409, 'shop_already_claimed', 'This prize has already been claimed.');
  const address = [claim.address_1, claim.address_2, claim.city, claim.postcode].filter(Boolean).join(', ');
  if (!address && !claim.address) throw new ApiError(400, 'rest_invalid_param', 'Address is required.');
  if (claim.address_1 && (!claim.city || !claim.postcode))
    throw new ApiError(400, 'rest_invalid_param', 'Town/City and Postcode are required.');
  if (claim.choice === 'cash' && num(win.cash_alternative) <= 0)
    throw new ApiError(400, 'shop_no_cash_alternative', 'This prize has no cash alternative.');
  // Winners must be 18 or over (UK prize-draw rules): the account's date of birth, or the one given now.
  const dob = user.date_of_birth || claim.date_of_birth.trim();
  const age = dateOfBirthProblem(dob, ukDateTime(ctx.now()).date);
  if (age === 'invalid') throw new ApiError(400, 'shop_invalid_field', 'Please enter your date of birth.');
  if (age === 'under_age')
    throw new ApiError(403, 'shop_under_age', 'Prizes can only be claimed by someone aged 18 or over.');
  const document = num(win.value) > idThresholdPence(ctx) ? documentOf(claim.id_document) : null;
  const stored = document ? await ctx.claimDocuments.put(win.id, document) : null;
  const record = {
    full_name: claim.full_name,
    phone: claim.phone,
    address: address || claim.address,
    choice: claim.choice,
    publicity_consent: claim.publicity_consent,
    id_document: stored,
    notes: claim.notes,
    at: iso(ctx.now()),
  };
  const first = ctx.db.tx(() => {
    if (!markClaimed(ctx.db, win.id, record)) return false;
    if (!user.date_of_birth) setDateOfBirth(ctx.db, user.id, dob);
    return true;
  });
  if (!first) throw new ApiError(409, 'shop_already_claimed', 'This prize has already been claimed.');
  const what =
    claim.choice === 'cash' ? `the cash alternative (£${pounds(num(win.cash_alternative)).toFixed(2)})` : win.prize;
  mail(
    ctx,
    user.email,
    `Your claim for ${win.prize}`,
    `Hello,\n\nWe have your claim for ${what} and will be in touch within 2 working days. You can follow it in your account: ${ctx.storefrontUrl}/account\n`,
  );
  return win.prize;
}
