// /api/v1 draw calls: results, winners, prize totals, claimable prizes and claims.
import {
  ClaimPrizeRequest,
  DrawProofRequest,
  DrawResultsRequest,
  EntryListRequest,
  TokenRequest,
  WinnersRequest,
} from '@shop/shared/requests';
import { requireUser } from '../auth/sessions';
import { call, read, type V1Calls } from '../http/calls';
import { claimablePrizes, claimPrize } from './claims';
import { drawProof, drawResults, entryList, totalPrizes, winners } from './service';

export const drawRoutes: V1Calls = {
  get_realtime_winners_prize_value: read((ctx) => totalPrizes(ctx)),
  draw_results: call(DrawResultsRequest, (ctx, b) => drawResults(ctx, b.page, b.limit)),
  draw_proof: call(DrawProofRequest, (ctx, b) => ({ success: true, data: drawProof(ctx, b.competition_id) })),
  winners: call(WinnersRequest, (ctx, b) =>
    winners(ctx, b.page, b.limit, { kind: b.kind || null, largest: b.sort === 'largest' }),
  ),
  entry_list: call(EntryListRequest, (ctx, b) => entryList(ctx, b.competition_id, b.page, b.limit)),
  claimable_prizes: call(TokenRequest, (ctx, b) => ({
    success: true,
    data: claimablePrizes(ctx, requireUser(ctx, b.token)),
  })),
  claim_prize: call(ClaimPrizeRequest, async (ctx, { token, win_id, ...claim }) => {
    const prize = await claimPrize(ctx, requireUser(ctx, token), win_id, claim);
    return {
      success: true,
      message: `Thank you! Your claim for ${prize} has been received; we will contact you within 2 working days.`,
    };
  }),
};
