import { type DrawCheck, type DrawProof, type DrawProofData, verifyDraw } from '@shop/shared';

export type { DrawProofData };

/** What the verifier needs from the provider's response; null until the competition is drawn. */
export function proofOf(data: DrawProofData): DrawProof | null {
  if (!data.drawn || data.seed === undefined || data.tickets === undefined) return null;
  return {
    competitionId: data.competition_id,
    commitment: data.commitment,
    seed: data.seed,
    tickets: data.tickets,
    winningTicket: data.winning_ticket ?? null,
  };
}

/** Checks a draw in this browser with Web Crypto (shared/src/draws/verify.ts holds the derivation). */
export const checkDraw = (proof: DrawProof): Promise<DrawCheck> => verifyDraw(proof);
