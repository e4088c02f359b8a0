// docs/host-answers.md is the answer checks written out (scripts/host-answers-doc.mjs): it must say
// what the storefront reads today.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DOC, hostAnswersDoc } from './host-answers-doc.mjs';

test('docs/host-answers.md matches the answer checks (node scripts/host-answers-doc.mjs --write)', async () => {
  const doc = await hostAnswersDoc();
  assert.ok(readFileSync(DOC, 'utf8') === doc, 'out of date: run node scripts/host-answers-doc.mjs --write');
  // Every call of the contract has its section, and the spec's examples read as the spec says.
  for (const call of ['getSEOSettings', 'orders', 'order_detail', 'featured_competition', 'cartItems', 'checkout']) {
    assert.match(doc, new RegExp(`### \`${call}\``));
  }
  assert.match(doc, /\| `data\.product\[\]\.draw_time` +\| text +\| `null` +\|/);
  assert.match(doc, /\| `total_pages` +\| whole number +\| paging degrades/);
});
