// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $check, drawProofOpened, drawProofQuery, getDrawProofFx, verifyDrawFx, verifyPressed } from './model';
import { proofOf } from './proof';

// A draw made the provider's way (api/src/draws/draw.ts), with node:crypto.
const seed = '5e'.repeat(32);
const tickets = [3, 9, 14, 20, 31, 47];
const index = Number(
  BigInt(`0x${createHmac('sha256', Buffer.from(seed, 'hex')).update(`7:${tickets.length}`).digest('hex')}`) %
    BigInt(tickets.length),
);
const drawn = {
  competition_id: 7,
  commitment: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
  drawn: true,
  seed,
  entries: tickets.length,
  tickets,
  winning_ticket: tickets[index] ?? null,
  winner_name: 'Sarah T.',
  drawn_at: '2026-11-21T21:00:00.000Z',
};

async function openedWith(data: Record<string, unknown>) {
  const scope = fork({ handlers: [[getDrawProofFx, async () => ({ success: true, data })]] });
  await allSettled(drawProofOpened, { scope, params: 7 });
  return scope;
}

async function verified(data: typeof drawn) {
  const scope = await openedWith(data);
  const response = scope.getState(drawProofQuery.$data);
  const proof = response ? proofOf(response) : null;
  if (!proof) throw new Error('no proof');
  await allSettled(verifyPressed, { scope, params: proof });
  return scope.getState($check);
}

describe('draw proof', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('has nothing to verify while the competition is live', async () => {
    const scope = await openedWith({ competition_id: 7, commitment: drawn.commitment, drawn: false });
    const response = scope.getState(drawProofQuery.$data);
    expect(response?.commitment).toBe(drawn.commitment);
    expect(response && proofOf(response)).toBeNull();
  });

  it('passes an honest draw', async () => {
    const check = await verified(drawn);
    expect(check?.competitionId).toBe(7);
    expect(check?.result.ok).toBe(true);
    expect(check?.result.message).toBe(
      `Verified: the seed matches the published commitment and picks ticket #${drawn.winning_ticket}.`,
    );
  });

  it('fails a tampered seed', async () => {
    const check = await verified({ ...drawn, seed: `00${seed.slice(2)}` });
    expect(check?.result.ok).toBe(false);
    expect(check?.result.message).toBe(
      'Verification failed: the SHA-256 of this seed does not match the published commitment.',
    );
  });

  it('fails a published winner the seed does not pick', async () => {
    const other = tickets.find((t) => t !== drawn.winning_ticket) ?? 0;
    const check = await verified({ ...drawn, winning_ticket: other });
    expect(check?.result.ok).toBe(false);
    expect(check?.result.ticketMatches).toBe(false);
  });

  it('says so when this browser cannot run the check', async () => {
    const scope = fork({
      handlers: [
        [getDrawProofFx, async () => ({ success: true, data: drawn })],
        [
          verifyDrawFx,
          async () => {
            throw new Error('no subtle');
          },
        ],
      ],
    });
    await allSettled(drawProofOpened, { scope, params: 7 });
    const response = scope.getState(drawProofQuery.$data);
    const proof = response ? proofOf(response) : null;
    if (!proof) throw new Error('no proof');
    await allSettled(verifyPressed, { scope, params: proof });
    expect(scope.getState($check)?.result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not run/),
    });
  });

  it('fails the query on a response without its commitment (there is nothing to check)', async () => {
    fakeHost({ draw_proof: () => ({ success: true, data: { competition_id: 7, drawn: false } }) });
    const scope = fork();
    await allSettled(drawProofOpened, { scope, params: 7 });
    expect(scope.getState(drawProofQuery.$failed)).toBe(true);
  });

  it('verifies a draw a PHP host sent: ids, tickets and the flag as text', async () => {
    const php = {
      ...drawn,
      competition_id: '7',
      drawn: '1',
      entries: '6',
      tickets: tickets.map(String),
      winning_ticket: String(drawn.winning_ticket),
    };
    fakeHost({ draw_proof: () => ({ success: true, data: php }) });
    const scope = fork();
    await allSettled(drawProofOpened, { scope, params: 7 });
    const response = scope.getState(drawProofQuery.$data);
    const proof = response ? proofOf(response) : null;
    expect(proof).toEqual({
      competitionId: 7,
      commitment: drawn.commitment,
      seed,
      tickets,
      winningTicket: drawn.winning_ticket,
    });
    await allSettled(verifyPressed, { scope, params: proof as NonNullable<typeof proof> });
    expect(scope.getState($check)?.result.ok).toBe(true);
  });
});
