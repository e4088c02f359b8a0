// The server render's incident log stays small whatever a stranger sends (docs/security.md "Storefront server"): one line per
// version, page and reason a minute, a cap on lines a minute, and a cap on the file's size.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INCIDENT_FILE, readIncidents } from '@shop/release';
import { afterAll, test } from 'vitest';
import { createIncidentLog, RATE_PER_MINUTE } from './incidents';

const root = mkdtempSync(join(tmpdir(), 'incidents-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const quiet = { error() {} };

test('the same failure again within a minute adds no line; the next line counts the repeats', () => {
  let clock = 0;
  const record = createIncidentLog({ root, now: () => clock, log: quiet });
  const incident = { app: 'mf_catalog', version: '1.0.0', url: '/', reason: 'over its 100 ms budget' };
  for (let i = 0; i < 30; i++) record(incident);
  assert.equal(readIncidents(root).length, 1);
  clock += 60_000;
  record(incident);
  assert.deepEqual(
    readIncidents(root).map((i) => i.repeats),
    [undefined, 29],
  );
});

test(`at most ${RATE_PER_MINUTE} lines a minute, and the file is rotated past its size`, () => {
  const dir = mkdtempSync(join(root, 'flood-'));
  let clock = 0;
  const record = createIncidentLog({ root: dir, now: () => clock, log: quiet, maxBytes: 4096 });
  for (let i = 0; i < 1000; i++) record({ app: 'mf_catalog', version: '1.0.0', url: `/x/${i}`, reason: 'planted' });
  assert.equal(readIncidents(dir).length, RATE_PER_MINUTE);
  for (let minute = 1; minute <= 20; minute++) {
    clock = minute * 60_000;
    for (let i = 0; i < 100; i++)
      record({ app: 'mf_catalog', version: '1.0.0', url: `/y/${minute}/${i}`, reason: 'planted' });
  }
  assert.ok(statSync(join(dir, INCIDENT_FILE)).size <= 4096);
  assert.ok(statSync(join(dir, `${INCIDENT_FILE}.1`)).size <= 4096);
});
