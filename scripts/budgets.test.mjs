// The byte budgets build-all checks after every build (bench/budgets.mjs): a first load over its
// budget fails, and so does one that fetches the same code twice under two names.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkBudgets } from '../bench/budgets.mjs';

/** A deploy folder with one catalog build whose ./app loads `chunks` (name → content). */
function deployWith(chunks) {
  const deploy = mkdtempSync(join(tmpdir(), 'budgets-'));
  const dir = join(deploy, 'mf-catalog', '1.0.0');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(deploy, 'mf-catalog', 'LATEST_BUILD'), '1.0.0');
  writeFileSync(join(dir, 'remoteEntry.js'), 'var mf_catalog;');
  for (const [name, content] of Object.entries(chunks)) writeFileSync(join(dir, name), content);
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'app', assets: { js: { sync: Object.keys(chunks) } } }],
    shared: [],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  const budgets = join(deploy, 'budgets.json');
  writeFileSync(budgets, JSON.stringify({ firstLoadGzipKiB: { 'mf-catalog': 1 } }));
  return { deploy, budgets };
}

const chunk = (id, code) => `(self.rspackChunkmf_catalog=self.rspackChunkmf_catalog||[]).push([[${id}],{${code}}]);`;

test('a first load within its budget, each chunk its own code, passes', () => {
  const { deploy, budgets } = deployWith({ '220.js': chunk(220, '1(){one()}'), '839.js': chunk(839, '2(){two()}') });
  try {
    const { ok, rows } = checkBudgets(deploy, budgets);
    assert.equal(ok, true);
    assert.deepEqual(rows[0]?.duplicates, []);
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
});

test('the same code under two names and chunk ids fails, naming both files', () => {
  const { deploy, budgets } = deployWith({
    '220.js': chunk(220, '5071(){routing()}'),
    '839.js': chunk(839, '5071(){routing()}'),
  });
  try {
    const { ok, rows } = checkBudgets(deploy, budgets);
    assert.equal(ok, false);
    assert.deepEqual(
      rows[0]?.duplicates.map((pair) => pair.map((file) => file.split('/').pop())),
      [['220.js', '839.js']],
    );
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
});

test('a first load over its budget fails', () => {
  const big = Array.from({ length: 4000 }, (_, i) => `f${i}();`).join('');
  const { deploy, budgets } = deployWith({ 'a.js': big });
  try {
    assert.equal(checkBudgets(deploy, budgets).ok, false);
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
});
