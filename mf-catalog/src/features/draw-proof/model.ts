import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider } from '@shop/provider-client';
import type { DrawCheck, DrawProof } from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkDraw } from './proof';

/** A details page showed competition `id`: its commitment, or after the draw its proof. */
export const drawProofOpened = createEvent<number>();
/** "Verify this draw" pressed. */
export const verifyPressed = createEvent<DrawProof>();

export const getDrawProofFx = createEffect((id: number) => readProvider('draw_proof', { competition_id: id }));
export const drawProofQuery = createQuery({
  name: 'catalog.drawProof',
  effect: getDrawProofFx,
  mapData: ({ result }) => result.data,
});
applyDataCacheRules(drawProofQuery);

export const verifyDrawFx = createEffect(checkDraw);

/** The last check, with the competition it was for, so another page never shows it. */
export const $check = createStore<{ competitionId: number; result: DrawCheck } | null>(null)
  .on(verifyDrawFx.done, (_, { params, result }) => ({ competitionId: params.competitionId, result }))
  // Web Crypto exists only on secure pages (https or localhost): say so rather than stay silent.
  .on(verifyDrawFx.fail, (_, { params }) => ({
    competitionId: params.competitionId,
    result: {
      ok: false,
      commitmentMatches: false,
      ticketMatches: false,
      computedCommitment: '',
      computedTicket: null,
      message: 'This browser could not run the check (it needs Web Crypto, on a secure page).',
    },
  }))
  .reset(drawProofOpened);

sample({ clock: drawProofOpened, target: drawProofQuery.start });
sample({ clock: verifyPressed, target: verifyDrawFx });
