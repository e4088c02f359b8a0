// The page's Content-Security-Policy (page-head.ts): production's stays exactly as strict as it
// is, and a root `pnpm dev` adds its dev servers' origins and nothing else
// (docs/working-on-one-remote.md).
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { contentSecurityPolicy, devRemoteOrigins } from './page-head';

const API = 'http://localhost:8787';
const PAYMENTS = 'http://localhost:8788';

/** The policy as a map of directive → its sources, in order. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part): [string, string[]] => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the page CSP', () => {
  it('production: the same strict policy as before dev origins were widened', () => {
    assert.equal(
      contentSecurityPolicy('N', API, [], PAYMENTS),
      "default-src 'self'; script-src 'self' 'nonce-N'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: http://localhost:8787; connect-src 'self' http://localhost:8787 ws://localhost:8787; " +
        "font-src 'self'; frame-src http://localhost:8788; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'; report-uri /__csp-report",
    );
    // The default argument is production too (a plain `npm start`).
    assert.equal(contentSecurityPolicy('N', API, undefined, PAYMENTS), contentSecurityPolicy('N', API, [], PAYMENTS));
  });

  it('dev: each directive is production’s plus the dev origin (and its socket) where a dev build needs it, nothing else', () => {
    const production = directives(contentSecurityPolicy('N', API, [], PAYMENTS));
    const dev = directives(
      contentSecurityPolicy('N', API, ['http://localhost:3002', 'http://localhost:3004'], PAYMENTS),
    );
    assert.deepEqual([...dev.keys()], [...production.keys()]);
    const added: Record<string, string[]> = {
      'script-src': ['http://localhost:3002', 'http://localhost:3004'],
      'style-src': ['http://localhost:3002', 'http://localhost:3004'],
      'img-src': ['http://localhost:3002', 'http://localhost:3004'],
      'connect-src': ['http://localhost:3002', 'http://localhost:3004', 'ws://localhost:3002', 'ws://localhost:3004'],
    };
    for (const [name, sources] of production) {
      assert.deepEqual(dev.get(name), [...sources, ...(added[name] ?? [])], name);
    }
    const all = [...dev.values()].flat();
    for (const loose of ["'unsafe-eval'", "'wasm-unsafe-eval'", '*', 'http:', 'https:', 'ws:', 'blob:']) {
      assert.ok(!all.includes(loose), `${loose} is not in the dev policy`);
    }
  });

  it('DEV_REMOTE_ORIGINS takes origins only; a path, a wildcard or another scheme stops the server', () => {
    assert.deepEqual(devRemoteOrigins(undefined), []);
    assert.deepEqual(devRemoteOrigins(''), []);
    assert.deepEqual(devRemoteOrigins('http://localhost:3002, http://localhost:3004/'), [
      'http://localhost:3002',
      'http://localhost:3004',
    ]);
    for (const bad of [
      '*',
      'localhost:3002',
      'http://localhost:3002/mf-manifest.json',
      'http://*.example.co.uk',
      "http://localhost:3002 'unsafe-eval'",
      'javascript:alert(1)',
      'ws://localhost:3002',
      'http://user@localhost:3002',
    ]) {
      assert.throws(() => devRemoteOrigins(bad), /DEV_REMOTE_ORIGINS/, bad);
    }
  });
});
