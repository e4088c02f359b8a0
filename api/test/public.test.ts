import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startTestProvider } from './helpers';

let api: Api;
beforeAll(async () => {
  api = await startTestProvider();
});
afterAll(() => api.close());

describe('bearer, routing, CORS', () => {
  it('responds 401 without the bearer on v1 and Store API routes', async () => {
    const a = await api.call('/api/v1/getsettings', undefined, { bearer: null });
    expect(a.status).toBe(401);
    expect(a.body).toMatchObject({ success: false, error: expect.any(String) });
    const b = await api.call('/api/v1/faqs', undefined, { bearer: 'wrong' });
    expect(b.status).toBe(401);
    const c = await api.call('/wc/store/v1/cart', undefined, { bearer: null });
    expect(c.status).toBe(401);
    expect(c.body).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 401 } });
    expect(c.headers.get('nonce')).toBeTruthy();
  });
  it('responds 404 for unknown routes and wrong methods', async () => {
    expect((await api.v1('nope', {})).status).toBe(404);
    expect((await api.call('/api/v1/getsettings', {}, { method: 'POST' })).status).toBe(404);
    expect((await api.call('/wc/store/v1/nothing')).body.code).toBe('rest_no_route');
  });
  it('responds to CORS preflights for localhost origins and exposes the cart headers', async () => {
    const pre = await api.fetch(`/?rest_route=/wc/store/v1/cart/add-item`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,nonce,cart-token,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Cart-Token/);
    const r = await api.fetch(`/?rest_route=/wc/store/v1/cart`, {
      headers: { Origin: 'http://localhost:5173', Authorization: 'Bearer test-bearer' },
    });
    expect(r.headers.get('access-control-expose-headers')).toBe('Nonce, Nonce-Timestamp, Cart-Token, User-ID');
    const evil = await api.fetch(`/?rest_route=/api/v1/faqs`, {
      headers: { Origin: 'https://evil.example', Authorization: 'Bearer test-bearer' },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('rejects malformed JSON with 400', async () => {
    const r = await api.call('/api/v1/competition', '{not json');
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

describe('settings calls', () => {
  it('getsettings, getSEOSettings, how it works, faqs, legal terms, postal route, winner stats', async () => {
    const s = await api.v1('getsettings');
    expect(s.body.success).toBe(true);
    expect(s.body.data).toMatchObject({
      suggested_tickets: [5, 10, 25, 50],
      slider_speed: 5000,
      show_question: 1,
      frontend_scripts: '',
    });
    const seo = await api.v1('getSEOSettings', { page: 'home' });
    expect(seo.body.data[0]).toMatchObject({
      page_title: expect.any(String),
      meta_title: expect.any(String),
      meta_description: expect.any(String),
    });
    expect((await api.v1('getSEOSettings', {})).status).toBe(400);
    const how = await api.v1('gethowitworkssettings');
    expect(how.body.data.steps.length).toBeGreaterThanOrEqual(3);
    const faqs = await api.v1('faqs');
    expect(faqs.body.data[0]).toMatchObject({ id: 1, question: expect.any(String), answer: expect.any(String) });
    const legal = await api.v1('legal_terms');
    expect(legal.body.data.length).toBeGreaterThanOrEqual(4);
    expect(legal.body.data[3].title).toMatch(/Privacy/);
    expect(legal.body.data[3].html).toMatch(/[Cc]ookie/);
    const postal = await api.v1('free_postal_route');
    expect(postal.body.data.address).toMatch(/PO Box/);
    const stats = await api.v1('get_realtime_winners_prize_value');
    expect(stats.body).toMatchObject({
      success: true,
      totalPrizeValue: expect.any(Number),
      totalWinner: expect.any(Number),
    });
    expect(stats.body.totalWinner).toBeGreaterThanOrEqual(3);
  });
});

describe('competition lists', () => {
  it('lists every live competition with paging (default 12)', async () => {
    const p1 = await api.v1('competition', { page: 1, category: 'all' });
    expect(p1.body.success).toBe(true);
    expect(p1.body.total).toBeGreaterThanOrEqual(14);
    expect(p1.body.data).toHaveLength(12);
    expect(p1.body.total_pages).toBe(Math.ceil(p1.body.total / 12));
    const p2 = await api.v1('competition', { page: 2, category: 'all' });
    expect(p2.body.data.length).toBe(p1.body.total - 12);
    const ids = new Set([...p1.body.data, ...p2.body.data].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(p1.body.total);
    for (const c of p1.body.data) expect(c.status).toBe('live');
  });
  it('filters by category and knows the five categories', async () => {
    for (const cat of ['cash', 'tech', 'cars', 'lifestyle', 'holidays']) {
      const r = await api.v1('competition', { page: 1, category: cat, limit: 50 });
      expect(r.body.data.length).toBeGreaterThan(0);
      for (const c of r.body.data) expect(c.category).toBe(cat);
    }
    expect((await api.v1('competition', { page: 1, category: 'boats' })).body.data).toEqual([]);
    expect((await api.v1('competition', { page: 'x' })).status).toBe(400);
  });
  it('drawn next is ordered by closing time; featured and all', async () => {
    const r = await api.v1('drawn_next_competition', { page: 1, limit: 5 });
    const times = r.body.data.map(
      (c: { closing_date: string; closing_time: string }) => `${c.closing_date} ${c.closing_time}`,
    );
    expect([...times].sort()).toEqual(times);
    const f = await api.v1('featured_competition', { page: 1 });
    expect(f.body.data.length).toBeGreaterThan(0);
    const all = await api.v1('featured_competition', { page: 1, all: true, limit: 100 });
    expect(all.body.total).toBeGreaterThan(f.body.total);
  });
  it('finished / sold out lists the sold-out and drawn ones', async () => {
    const r = await api.v1('finished_soldout_competition', { page: 1 });
    const statuses = r.body.data.map((c: { status: string }) => c.status);
    expect(statuses).toContain('sold_out');
    expect(statuses).toContain('drawn');
  });
  it('serves every kind of competition with the full shape and no correct answer', async () => {
    const all = (await api.v1('featured_competition', { page: 1, all: true, limit: 100 })).body.data as Record<
      string,
      any
    >[];
    expect(
      all.some((c) => c.enable_instant_wins && c.instant_wins.length > 0 && c.instant_wins_tickets.length > 0),
    ).toBe(true);
    expect(all.some((c) => c.enable_reward_wins && c.reward_wins.length === 3)).toBe(true);
    expect(all.some((c) => c.live_draw)).toBe(true);
    expect(all.some((c) => c.hide_timer)).toBe(true);
    expect(all.some((c) => c.hide_ticket_count)).toBe(true);
    expect(all.some((c) => c.on_sale && c.sale_price < c.price_per_ticket)).toBe(true);
    expect(all.some((c) => Date.now() - Date.parse(c.created_at) < 48 * 3600_000)).toBe(true);
    const skill = all.find((c) => c.comp_question);
    expect(skill).toBeDefined();
    expect(skill!.question_options.length).toBeGreaterThan(1);
    expect(JSON.stringify(skill)).not.toMatch(/correct/i);
    for (const c of all) {
      expect(c.image).toMatch(/^http:\/\/localhost:\d+\/media\//);
      expect(c.competition_product_id).not.toBe(c.id);
      expect(c.draw_commitment).toMatch(/^[0-9a-f]{64}$/);
      for (const key of [
        'draw_date',
        'draw_time',
        'closing_date',
        'closing_time',
        'total_sell_tickets',
        'total_ticket_sold',
        'max_ticket_per_user',
        'gallery_images',
        'disable_tickets',
        'live_draw_info',
      ]) {
        expect(c).toHaveProperty(key);
      }
    }
  });
  it('getcompetition and getOtherComps', async () => {
    const one = await api.v1('getcompetition', { id: 1 });
    expect(one.body.data.id).toBe(1);
    expect((await api.v1('getcompetition', { id: 9999 })).status).toBe(404);
    expect((await api.v1('getcompetition', {})).status).toBe(400);
    const others = await api.v1('getOtherComps', { id: 1, limit: 4 });
    expect(others.body.data).toHaveLength(4);
    expect(others.body.data.map((c: { id: number }) => c.id)).not.toContain(1);
  });
});

describe('draws, results, winners, media', () => {
  it('publishes verifiable draw results', async () => {
    const r = await api.v1('draw_results', { page: 1 });
    expect(r.body.data.length).toBeGreaterThanOrEqual(2);
    for (const d of r.body.data) {
      expect(createHash('sha256').update(Buffer.from(d.seed, 'hex')).digest('hex')).toBe(d.commitment);
      const digest = createHmac('sha256', Buffer.from(d.seed, 'hex'))
        .update(`${d.competition_id}:${d.entries}`)
        .digest('hex');
      const index = Number(BigInt(`0x${digest}`) % BigInt(d.entries));
      expect(index).toBeGreaterThanOrEqual(0);
      expect(d.winning_ticket).toEqual(expect.any(Number));
      expect(d.winner_name).toMatch(/^\S+ [A-Z]\.$/);
    }
    const w = await api.v1('winners', { page: 1 });
    expect(w.body.data.some((x: { kind: string }) => x.kind === 'draw')).toBe(true);
    expect(w.body).toHaveProperty('total_pages');
  });
  it('draws a competition through /__local/draw once it has closed', async () => {
    await api.local('time-travel', { competition_id: 3, closes_in_hours: -1 });
    const d = await api.local('draw', {});
    expect(d.data.map((x: { competition_id: number }) => x.competition_id)).toContain(3);
    const c = await api.v1('getcompetition', { id: 3 });
    expect(c.body.data.status).toBe('drawn');
  });
  it('serves generated SVG images with a long cache', async () => {
    const r = await api.fetch(`/media/cash/10-000-tax-free-cash.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(r.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await r.text();
    expect(svg).toMatch(/^<svg/);
    // Labelled with the title, but no words drawn: the storefront writes titles over and beside it.
    expect(svg).toContain('aria-label="Tax Free Cash"');
    expect(svg.replace(/aria-label="[^"]*"/, '')).not.toMatch(/Tax|Free/);
    expect((await api.fetch(`/media/../../etc/passwd`)).status).toBe(404);
  });
});
