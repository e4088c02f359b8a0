// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, type DrawProof, verifyDraw, winnerIndexOf } from './verify';

const seed = 'a3'.repeat(32);
const tickets = [12, 3, 40, 7, 25];

// The provider draws with node:crypto (api/src/draws/draw.ts); this module must agree with it.
const nodeCommitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const nodeIndex = (id: number, entries: number) =>
  Number(
    BigInt(`0x${createHmac('sha256', Buffer.from(seed, 'hex')).update(`${id}:${entries}`).digest('hex')}`) %
      BigInt(entries),
  );

const honest = (): DrawProof => ({
  competitionId: 42,
  commitment: nodeCommitment,
  seed,
  tickets,
  winningTicket: [...tickets].sort((a, b) => a - b)[nodeIndex(42, tickets.length)] ?? null,
});

describe('verifyDraw', () => {
  it('recomputes what node:crypto computes', async () => {
    expect(await commitmentOf(seed)).toBe(nodeCommitment);
    expect(await winnerIndexOf(seed, 42, 5)).toBe(nodeIndex(42, 5));
  });

  it('passes an honest draw', async () => {
    const check = await verifyDraw(honest());
    expect(check).toMatchObject({ ok: true, commitmentMatches: true, ticketMatches: true });
    expect(check.message).toMatch(/^Verified: /);
  });

  it('fails a tampered seed', async () => {
    const check = await verifyDraw({ ...honest(), seed: `b4${seed.slice(2)}` });
    expect(check.ok).toBe(false);
    expect(check.commitmentMatches).toBe(false);
    expect(check.message).toBe(
      'Verification failed: the SHA-256 of this seed does not match the published commitment.',
    );
  });

  it('fails a winning ticket the seed does not pick', async () => {
    const proof = honest();
    const other = tickets.find((t) => t !== proof.winningTicket) ?? 0;
    const check = await verifyDraw({ ...proof, winningTicket: other });
    expect(check).toMatchObject({ ok: false, commitmentMatches: true, ticketMatches: false });
  });

  it('says so when the seed is not hex, without throwing', async () => {
    const check = await verifyDraw({ ...honest(), seed: 'not-a-seed' });
    expect(check.ok).toBe(false);
    expect(check.message).toBe('Verification failed: the seed is not hexadecimal.');
  });
});
