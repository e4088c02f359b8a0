// Load benchmark: starts its own server on a free port with a temp database, then runs
// autocannon for ~5 s per scenario: cart read, add-item, checkout. Prints req/s and p50/p99.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startProvider } from '../src/server';

const BEARER = 'bench-bearer';
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'api-bench-'));
const server = await startProvider({
  port: 0,
  host: '127.0.0.1',
  dbFile: join(dir, 'bench.sqlite'),
  bearer: BEARER,
  drawIntervalMs: 0,
  quiet: true,
  localTools: true,
});
const base = server.url;
const H = {
  Authorization: `Bearer ${BEARER}`,
  'Content-Type': 'application/json',
  'X-Local-Tools-Secret': server.localToolsSecret ?? '',
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...H, ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, headers: r.headers, body: await r.json() };
}

// A big competition and buyers with tokens, so checkout can run for the whole window.
const USERS = 400;
await post('/__local/seed', {
  users: Array.from({ length: USERS }, (_, i) => ({
    email: `bench${i}@example.co.uk`,
    first_name: 'Bench',
    last_name: `${i}`,
    token: `bench-token-${i}-xxxxxxxx`,
    // Checkout pays with site credit: a card payment goes through the payment service's own
    // round trips (api/README.md "Payments"), which this provider bench does not measure.
    site_credit: 100000,
  })),
  competitions: [
    {
      ref: 'bench',
      title: 'Bench Mega Draw',
      category: 'cash',
      price: 0.1,
      total_tickets: 200000,
      max_per_user: 100000,
      closes_in_hours: 48,
    },
  ],
});
const list = await post('/?rest_route=/api/v1/competition', { page: 1, category: 'cash', limit: 50 });
const comp = list.body.data.find((c: { title: string }) => c.title === 'Bench Mega Draw');
const first = await fetch(`${base}/?rest_route=/wc/store/v1/cart`, { headers: H });
const cartToken = first.headers.get('cart-token')!;
await post(
  '/?rest_route=/wc/store/v1/cart/add-item',
  { id: comp.competition_product_id, quantity: 1 },
  { 'Cart-Token': cartToken },
);

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  total: number;
}
const rows: Row[] = [];
async function run(scenario: string, opts: Omit<autocannon.Options, 'url'>): Promise<void> {
  const result = await autocannon({ url: base, duration: DURATION, connections: 10, ...opts });
  rows.push({
    scenario,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    total: result.requests.total,
  });
}

await run('cart read (GET /wc/store/v1/cart, 1 item)', {
  requests: [{ method: 'GET', path: '/?rest_route=/wc/store/v1/cart', headers: { ...H, 'Cart-Token': cartToken } }],
});
await run('add-item (POST /wc/store/v1/cart/add-item)', {
  requests: [
    {
      method: 'POST',
      path: '/?rest_route=/wc/store/v1/cart/add-item',
      headers: { ...H, 'Cart-Token': cartToken },
      body: JSON.stringify({ id: comp.competition_product_id, quantity: 1 }),
    },
  ],
});
// Checkout: each request fills a fresh cart for a buyer (setup request) and checks it out.
let n = 0;
const carts: string[] = [];
for (let i = 0; i < USERS; i++) {
  const r = await fetch(`${base}/?rest_route=/wc/store/v1/cart`, { headers: H });
  carts.push(r.headers.get('cart-token')!);
}
await run('checkout (add-item + POST /wc/store/v1/checkout, 2 tickets)', {
  requests: [
    {
      method: 'POST',
      path: '/?rest_route=/wc/store/v1/cart/add-item',
      setupRequest: (req: any, context: any) => {
        const i = n++ % USERS;
        context.i = i;
        return {
          ...req,
          headers: { ...H, 'Cart-Token': carts[i] },
          body: JSON.stringify({ id: comp.competition_product_id, quantity: 2, token: `bench-token-${i}-xxxxxxxx` }),
        };
      },
    },
    {
      method: 'POST',
      path: '/?rest_route=/wc/store/v1/checkout',
      setupRequest: (req: any, context: any) => ({
        ...req,
        headers: { ...H, 'Cart-Token': carts[context.i] },
        body: JSON.stringify({
          token: `bench-token-${context.i}-xxxxxxxx`,
          billing_address: {
            first_name: 'Bench',
            last_name: 'User',
            address_1: '1',
            address_2: '',
            city: 'Leeds',
            state: '',
            postcode: 'LS1 1AA',
            country: 'GB',
            email: 'bench@example.co.uk',
          },
          payment_method: 'site_credit',
          use_credit: true,
        }),
      }),
    },
  ],
});

const after = await post('/?rest_route=/api/v1/getcompetition', { id: comp.id });
console.log(`\nLoad benchmark: ${DURATION}s per scenario, 10 connections, Node ${process.version}\n`);
console.log(
  'scenario'.padEnd(64),
  'req/s'.padStart(7),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'non-2xx'.padStart(8),
  'requests'.padStart(9),
);
for (const r of rows)
  console.log(
    r.scenario.padEnd(64),
    String(r.rps).padStart(7),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    String(r.non2xx).padStart(8),
    String(r.total).padStart(9),
  );
console.log(
  `\ncheckout scenario counts both requests (add-item + checkout) per iteration; tickets sold during the run: ${after.body.data.total_ticket_sold}`,
);
await server.close();
rmSync(dir, { recursive: true, force: true });
