// Draws anyone can verify, and demo data that agrees with itself (the root README "A draw anyone can verify").

import { verifyDraw } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startTestProvider } from './helpers';

let api: Api;
beforeAll(async () => {
  api = await startTestProvider();
});
afterAll(() => api.close());

type Comp = { id: number; title: string; status: string; draw_date: string; draw_commitment: string } & Record<
  string,
  any
>;
const competitions = async (): Promise<Comp[]> =>
  (await api.v1('competition', { page: 1, limit: 100, category: 'all' })).body.data;
const closed = async (): Promise<Comp[]> =>
  (await api.v1('finished_soldout_competition', { page: 1, limit: 100 })).body.data;
const byTitle = async (title: string): Promise<Comp> => {
  const c = [...(await competitions()), ...(await closed())].find((x) => x.title === title);
  if (!c) throw new Error(`no competition "${title}"`);
  return c;
};
const proofOf = async (id: number) => (await api.v1('draw_proof', { competition_id: id })).body.data;

describe('draw_proof', () => {
  it('publishes only the commitment while a competition is live', async () => {
    const live = await byTitle('£10,000 Tax-Free Cash');
    const p = await proofOf(live.id);
    expect(p).toEqual({ competition_id: live.id, commitment: live.draw_commitment, drawn: false });
  });

  it('reveals what verifies the draw, and a tampered seed fails', async () => {
    const evoque = await byTitle('Range Rover Evoque');
    const p = await proofOf(evoque.id);
    expect(p.drawn).toBe(true);
    expect(p.tickets).toHaveLength(p.entries);
    expect(p.commitment).toBe(evoque.draw_commitment);
    const proof = {
      competitionId: p.competition_id,
      commitment: p.commitment,
      seed: p.seed,
      tickets: p.tickets,
      winningTicket: p.winning_ticket,
    };
    expect((await verifyDraw(proof)).ok).toBe(true);
    const flipped = `${p.seed.slice(0, -1)}${p.seed.endsWith('0') ? '1' : '0'}`;
    const tampered = await verifyDraw({ ...proof, seed: flipped });
    expect(tampered.ok).toBe(false);
    expect(tampered.commitmentMatches).toBe(false);
  });

  it('responds 404 for a competition that does not exist', async () => {
    const r = await api.v1('draw_proof', { competition_id: 99999 });
    expect(r.status).toBe(404);
  });
});

describe('demo data agrees with itself', () => {
  it('every instant winner holds a ticket its competition shows as won', async () => {
    const winners = (await api.v1('winners', { page: 1, limit: 100 })).body.data as Record<string, any>[];
    const instant = winners.filter((w) => w.kind === 'instant');
    expect(instant.map((w) => `${w.name} #${w.ticket_number}`)).toEqual(
      expect.arrayContaining(['James W. #4321', 'Demo C. #2500']),
    );
    for (const w of instant) {
      const c = (await api.v1('getcompetition', { id: w.competition_id })).body.data;
      const ticket = c.instant_wins_tickets.find((t: { ticket_number: number }) => t.ticket_number === w.ticket_number);
      expect(ticket?.won, `${w.competition_title} #${w.ticket_number}`).toBe(true);
    }
    const reward = winners.find((w) => w.kind === 'reward');
    expect(reward).toMatchObject({ name: 'Sarah T.', prize: '£20 Amazon Voucher' });
  });

  it('a drawn competition shows the outcome and date its result shows', async () => {
    const results = (await api.v1('draw_results', { page: 1 })).body.data as Record<string, any>[];
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const r of results) {
      const c = (await api.v1('getcompetition', { id: r.competition_id })).body.data;
      expect(c.status).toBe('drawn');
      expect(c.draw_date).toBe(r.draw_date);
      expect(c.draw_outcome).toEqual({
        winner_name: r.winner_name,
        winning_ticket: r.winning_ticket,
        drawn_at: r.drawn_at,
      });
    }
  });
});
