import { makeCompetition } from '@shop/provider-client/testing';
import type { Competition } from '@shop/shared';
import type { ServerContext } from '@shop/shared/server-build';
import { describe, expect, it } from 'vitest';
import { addressOf } from './address';
import { head } from './head';
import { sitemap } from './sitemap';

// What the catalog's released build tells the server about its pages (docs/composition.md "Server
// rendering"): each page's address, head and status, and its sitemap entries, from the provider's
// responses (here given directly).

const NOW = Date.parse('2026-11-23T12:00:00Z');

const competition = (fields: Partial<Competition>) =>
  makeCompetition({
    id: 9,
    title: 'Tesla Model 3 & £35,000 "Cash"',
    category: 'cars',
    status: 'live',
    image: '/media/cars/tesla.png',
    price_per_ticket: 2.49,
    total_sell_tickets: 1000,
    total_ticket_sold: 10,
    closing_date: '2026-12-05',
    closing_time: '21:00',
    draw_date: '2026-12-05',
    draw_time: '22:00',
    created_at: '2026-11-01T10:00:00.000Z',
    ...fields,
  });
const ok = (data: unknown) => ({ success: true, data });
const list = (items: Competition[]) => ({ success: true, data: items, total: items.length, total_pages: 1 });

function contextWith(responses: Record<string, unknown>): ServerContext & { asked: string[] } {
  const asked: string[] = [];
  return {
    apiUrl: 'https://api.test',
    origin: 'https://shop.test',
    now: NOW,
    liveSince: { mf_catalog: '2026-11-20T09:00:00.000Z' },
    asked,
    read: async (name, body) => {
      const key = `${name} ${JSON.stringify(body ?? {})}`;
      asked.push(key);
      return key in responses ? responses[key] : null;
    },
  };
}

const dataOf = (h: Awaited<ReturnType<typeof head>>) => (h?.structuredData ?? []) as Record<string, any>[];

describe("a competition's page", () => {
  it('has its title, canonical address, share image, lead image and a Product with its GBP Offer; a live draw an Event', async () => {
    const context = contextWith({ 'getcompetition {"id":9}': ok(competition({ live_draw: true })) });
    const h = await head('/competition/info/9', context);
    expect(h?.title).toBe('Tesla Model 3 & £35,000 "Cash" | Prize Draw UK');
    expect(h?.canonical).toBe('/competition/details/Tesla-Model-3-35-000-Cash--9');
    expect(h?.ogType).toBe('product');
    expect(h?.image?.path).toMatch(/^\/share\/mf_catalog\/competition-9\.[0-9a-f]{16}\.jpg$/);
    expect(h?.image?.alt).toContain('Tesla Model 3');
    expect(h?.leadImage).toBe('https://api.test/media/cars/tesla.png');
    const [product, event] = dataOf(h);
    expect(product?.offers).toMatchObject({
      price: '2.49',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    });
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T22:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
    });
  });

  it('responds 404 for a competition the provider does not have, and leaves the defaults when the provider fails', async () => {
    const context = contextWith({
      'getcompetition {"id":77}': { success: false, error: 'There is no competition with id 77.' },
    });
    expect(await head('/competition/info/77', context)).toEqual({ status: 404 });
    expect(await head('/competition/details/no-id-here', context)).toEqual({ status: 404 });
    expect(await head('/competition/info/78', context)).toEqual({});
  });

  it("says a drawn live draw's status in schema.org's terms: held on time, held at another time, overdue", async () => {
    const drawn = competition({ live_draw: true, status: 'drawn', draw_date: '2026-11-21', draw_time: '19:30' });
    const proof = (drawnAt: string) => ok({ competition_id: 9, commitment: 'c', drawn: true, drawn_at: drawnAt });
    const onTime = contextWith({
      'getcompetition {"id":9}': ok(drawn),
      'draw_proof {"competition_id":9}': proof('2026-11-21T19:30:12.000Z'),
    });
    const [product, event] = dataOf(await head('/competition/info/9', onTime));
    expect(product?.offers.availability).toBe('https://schema.org/Discontinued');
    expect(event).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2026-11-21T19:30:00.000Z',
      endDate: '2026-11-21T19:30:12.000Z',
    });
    const late = contextWith({
      'getcompetition {"id":9}': ok(drawn),
      'draw_proof {"competition_id":9}': proof('2026-11-22T10:00:00.000Z'),
    });
    expect(dataOf(await head('/competition/info/9', late))[1]).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2026-11-22T10:00:00.000Z',
      previousStartDate: '2026-11-21T19:30:00.000Z',
    });
    const overdue = contextWith({
      'getcompetition {"id":9}': ok(competition({ live_draw: true, status: 'finished', draw_date: '2026-11-21' })),
    });
    expect(dataOf(await head('/competition/info/9', overdue))[1]).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
    });
  });
});

describe('the lists', () => {
  it('give every category, price band and page a title and description of its own', async () => {
    const context = contextWith({});
    const heads = await Promise.all(
      [
        '/competitions/all',
        '/competitions/cars',
        '/competitions/cash',
        '/competitions/all?price=under-50p',
        '/competitions/cars?price=under-50p',
        '/competitions/all?page=2',
      ].map((url) => head(url, context)),
    );
    expect(new Set(heads.map((h) => h?.title)).size).toBe(6);
    expect(new Set(heads.map((h) => h?.description)).size).toBe(6);
    expect(heads[4]?.canonical).toBe('/competitions/cars?price=under-50p');
  });

  it('responds 404 for a category the shop does not have; a category of ours stays, even empty', async () => {
    const context = contextWith({
      'competition {"category":"nonexistent","page":1,"limit":12}': list([]),
      'competition {"category":"surfing","page":1,"limit":12}': list([competition({ category: 'surfing' })]),
    });
    expect((await head('/competitions/nonexistent', context))?.status).toBe(404);
    expect((await head('/competitions/surfing', context))?.status).toBeUndefined();
    expect((await head('/competitions/holidays', context))?.status).toBeUndefined();
  });

  it('make the two instant-win addresses one page', async () => {
    const context = contextWith({});
    expect((await head('/competitions/instant/wins', context))?.canonical).toBe('/competitions/instant_win_comps');
    expect((await head('/competitions/instant_win_comps', context))?.canonical).toBe('/competitions/instant_win_comps');
  });
});

describe('addresses', () => {
  it('keep only what a page reads, so a made-up parameter makes no other page', () => {
    expect(addressOf('/?u=1')).toEqual({ url: '/', rendered: true });
    expect(addressOf('/competitions/Cars?u=1&page=2&price=under-50p')?.url).toBe(
      '/competitions/cars?price=under-50p&page=2',
    );
    expect(addressOf('/competitions/all?price=bogus&page=1')?.url).toBe('/competitions/all');
    expect(addressOf('/winners_list?page=3&x=1')?.url).toBe('/winners_list?page=3');
    expect(addressOf('/competition/details/a-9?ref=mail')?.url).toBe('/competition/details/a-9');
    expect(addressOf('/cart')).toBeNull();
  });

  it("keep the winners' kind and order, the entry list of a result and a claim's win", () => {
    expect(addressOf('/winners_list?sort=recent&kind=instant&page=2&x=1')?.url).toBe(
      '/winners_list?kind=instant&sort=recent&page=2',
    );
    expect(addressOf('/winners_list?kind=raffle&sort=largest')?.url).toBe('/winners_list');
    expect(addressOf('/draw/results?competition=19&entries=3&x=1')?.url).toBe('/draw/results?competition=19&entries=3');
    expect(addressOf('/draw/results?competition=abc&entries=3')?.url).toBe('/draw/results');
    expect(addressOf('/results?competition=19')?.url).toBe('/results');
    expect(addressOf('/claim/prize?win=12&utm=mail')?.url).toBe('/claim/prize?win=12');
    expect(addressOf('/claim/prize?win=-1')?.url).toBe('/claim/prize');
  });
});

describe('the sitemap', () => {
  it('lists every public competition once at its canonical address, live, finished or drawn, with when it changed', async () => {
    const live = competition({ id: 1, title: 'Live one' });
    const drawn = competition({ id: 2, title: 'Drawn one', status: 'drawn', closing_date: '2026-11-10' });
    const context = contextWith({
      'competition {"page":1,"limit":100}': list([live]),
      'finished_soldout_competition {"page":1,"limit":100}': list([drawn, live]),
      'draw_results {"page":1,"limit":100}': {
        success: true,
        total_pages: 1,
        data: [
          {
            competition_id: 2,
            title: 'Drawn one',
            image: '',
            draw_date: '2026-11-11',
            winning_ticket: 5,
            winner_name: 'A B.',
            seed: 's',
            commitment: 'c',
            drawn_at: '2026-11-11T20:00:00.000Z',
          },
        ],
      },
    });
    const entries = await sitemap(context);
    const paths = entries.map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/competition/details/'))).toEqual([
      '/competition/details/Live-one-1',
      '/competition/details/Drawn-one-2',
    ]);
    expect(paths).not.toContain('/competitions/instant/wins');
    expect(paths).toContain('/competitions/cars');
    expect(entries.find((e) => e.path === '/competition/details/Drawn-one-2')?.lastmod).toBe(
      '2026-11-11T20:00:00.000Z',
    );
    expect(entries.every((e) => e.lastmod)).toBe(true);
  });
});
