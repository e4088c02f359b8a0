// /api/v1 draw calls: results, winners, prize totals, claimable prizes and claims.
import { requireUser } from '../auth/sessions';
import { pageOf } from '../catalog/service';
import { PAGE, TOKEN, type V1Routes } from '../http/v1';
import { num, str } from '../util';
import { claimablePrizes, claimPrize, drawProof, drawResults, totalPrizes, winners } from './service';

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
    schema: PAGE,
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 12);
      return winners(ctx, page, limit);
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
      address: { type: 'string', required: true, max: 500, label: 'Address', multiline: true },
      notes: { type: 'string', max: 2000, label: 'Notes', multiline: true },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      const claim = { full_name: str(b.full_name), phone: str(b.phone), address: str(b.address), notes: str(b.notes) };
      const prize = claimPrize(ctx, user, num(b.win_id), claim);
      return {
        success: true,
        message: `Thank you! Your claim for ${prize} has been received; we will contact you within 2 working days.`,
      };
    },
  },
};
