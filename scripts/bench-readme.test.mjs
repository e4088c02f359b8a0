import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { READMES, regenerate, root } from '../bench/readme.mjs';

// The bench's figures are the recorded run's, never typed by hand, and they live in bench/README.md
// alone: the root README is a newcomer's guide with no figures of its own.

test('every README block of bench figures is what its results file gives', () => {
  let blocks = 0;
  for (const readme of READMES) {
    const text = readFileSync(readme, 'utf8');
    const next = regenerate(text);
    if (next === null) continue;
    blocks++;
    assert.equal(text, next, `${readme}: run \`node bench/readme.mjs\` (its figures differ from its results file)`);
  }
  assert.ok(blocks >= 1, 'bench/README.md carries a block of figures');
});

test('a figure typed over by hand is caught', () => {
  const readme = READMES[0];
  const text = readFileSync(readme, 'utf8');
  const edited = text.replace(
    /(\| home +\| TBT \(4x CPU\) \(ms\) +\| )(\d+)/,
    (_, head, ms) => `${head}${Number(ms) + 1}`,
  );
  assert.notEqual(edited, text, 'the block has a home TBT row');
  assert.notEqual(regenerate(edited), edited);
  assert.equal(regenerate(edited), text);
});

test('the root README carries no block of bench figures (they are in bench/README.md)', () => {
  assert.equal(regenerate(readFileSync(join(root, 'README.md'), 'utf8')), null);
});
