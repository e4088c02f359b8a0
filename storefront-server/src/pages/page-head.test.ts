// The storefront's page policy and the payment service (api/README.md "Payments"): the card
// fields and bank check are framed from the payment origin and nothing else.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { contentSecurityPolicy, providerMetaTags } from './page-head';

test('the CSP frames the payment service alone, and the page names it', () => {
  const csp = contentSecurityPolicy('n0nce', 'http://localhost:8787', [], 'http://localhost:9213/');
  assert.match(csp, /(^|; )frame-src http:\/\/localhost:9213(;|$)/);
  assert.match(csp, /frame-ancestors 'none'/);
  const tags = providerMetaTags('http://localhost:8787', '', [], 'http://localhost:9213');
  assert.match(tags, /<meta name="shop-payment-url" content="http:\/\/localhost:9213" \/>/);
});
