// docs/host-responses.md is the response schemas written out (scripts/host-responses-doc.mjs): it must
// say what the storefront reads today.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DOC, hostResponsesDoc } from './host-responses-doc.mjs';

test('docs/host-responses.md matches the response schemas (node scripts/host-responses-doc.mjs --write)', async () => {
  const doc = await hostResponsesDoc();
  assert.ok(readFileSync(DOC, 'utf8') === doc, 'out of date: run node scripts/host-responses-doc.mjs --write');
  // Every call of the contract has its section, and the spec's examples read as the spec says.
  for (const call of ['getSEOSettings', 'orders', 'order_detail', 'featured_competition', 'cartItems', 'checkout']) {
    assert.match(doc, new RegExp(`### \`${call}\``));
  }
  assert.match(doc, /\| `data\.product\[\]\.draw_time` +\| text +\| `null` +\|/);
  assert.match(doc, /\| `total_pages` +\| whole number +\| paging degrades/);
});
