// /api/v1 draw calls: results, winners, prize totals, claimable prizes and claims.
import { requireUser } from '../auth/sessions';
import { pageOf } from '../catalog/service';
import { PAGE, TOKEN, type V1Routes } from '../http/v1';
import { num, str } from '../util';
import { type Claim, claimablePrizes, claimPrize } from './claims';
import { drawProof, drawResults, entryList, totalPrizes, winners } from './service';

export const drawRoutes: V1Routes = {
  get_realtime_winners_prize_value: { method: 'GET', handler: (ctx) => totalPrizes(ctx) },
  draw_results: {
    method: 'POST',
    schema: PAGE,
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 10);
      return drawResults(ctx, page, limit);
    },
  },
  draw_proof: {
    method: 'POST',
    schema: { competition_id: { type: 'int', required: true, min: 1 } },
    handler: (ctx, b) => ({ success: true, data: drawProof(ctx, num(b.competition_id)) }),
  },
  winners: {
    method: 'POST',
    schema: {
      ...PAGE,
      kind: { type: 'string', oneOf: ['', 'draw', 'instant', 'reward'] },
      sort: { type: 'string', oneOf: ['', 'recent', 'largest'] },
    },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      const kind = (str(b.kind) || null) as 'draw' | 'instant' | 'reward' | null;
      return winners(ctx, page, limit, { kind, largest: b.sort === 'largest' });
    },
  },
  entry_list: {
    method: 'POST',
    schema: {
      competition_id: { type: 'int', required: true, min: 1 },
      page: { type: 'int', min: 1, max: 100000 },
      limit: { type: 'int', min: 1, max: 1000 },
    },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 100);
      return entryList(ctx, num(b.competition_id), page, limit);
    },
  },
  claimable_prizes: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => ({ success: true, data: claimablePrizes(ctx, requireUser(ctx, b.token)) }),
  },
  claim_prize: {
    method: 'POST',
    schema: {
      token: TOKEN,
      win_id: { type: 'int', required: true, min: 1 },
      full_name: { type: 'string', required: true, max: 200, label: 'Full name' },
      phone: { type: 'string', required: true, max: 40, label: 'Phone' },
      address_1: { type: 'string', max: 200, label: 'House name/number' },
      address_2: { type: 'string', max: 200, label: 'Street address' },
      city: { type: 'string', max: 100, label: 'Town/City' },
      postcode: { type: 'string', max: 16, label: 'Postcode' },
      address: { type: 'string', max: 500, label: 'Address', multiline: true },
      choice: { type: 'string', oneOf: ['prize', 'cash'] },
      publicity_consent: { type: 'boolean' },
      date_of_birth: { type: 'string', max: 20, label: 'Date of birth' },
      id_document: { type: 'object' },
      notes: { type: 'string', max: 2000, label: 'Notes', multiline: true },
    },
    handler: async (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const doc = b.id_document as Record<string, unknown> | undefined;
      const claim: Claim = {
        full_name: str(b.full_name),
        phone: str(b.phone),
        address_1: str(b.address_1),
        address_2: str(b.address_2),
        city: str(b.city),
        postcode: str(b.postcode),
        address: str(b.address),
        choice: b.choice === 'cash' ? 'cash' : 'prize',
        publicity_consent: b.publicity_consent === true,
        date_of_birth: str(b.date_of_birth),
        id_document: doc ? { name: str(doc.name), type: str(doc.type), data: str(doc.data) } : null,
        notes: str(b.notes),
      };
      const prize = await claimPrize(ctx, user, num(b.win_id), claim);
      return {
        success: true,
        message: `Thank you! Your claim for ${prize} has been received; we will contact you within 2 working days.`,
      };
    },
  },
};
