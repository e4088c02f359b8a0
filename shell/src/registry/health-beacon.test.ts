import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACON_URL, forgetSentOutcomes, sendOutcome } from './health-beacon';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: {
    mf_account: { folder: 'mf-account', live: '1.0.0', canary: { version: '1.1.0', share: 50 }, history: [] },
  },
};

function stubFetch() {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const bodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)));

afterEach(() => {
  vi.unstubAllGlobals();
  forgetSentOutcomes();
});

describe('the release health beacon', () => {
  it('posts one JSON outcome with keepalive, for the live or the canary version', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '1.1.0', { outcome: 'failed', stage: 'load' });
    expect(fetchMock).toHaveBeenCalledWith(
      BEACON_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } }),
    );
    expect(bodies(fetchMock)).toEqual([{ remote: 'mf_account', version: '1.1.0', outcome: 'failed', stage: 'load' }]);
  });

  it('sends at most one success and one failure per remote per page load', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'failed', stage: 'render' });
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'failed', stage: 'mount' });
    expect(bodies(fetchMock).map((b) => `${b.outcome}:${b.stage}`)).toEqual(['loaded:mount', 'failed:render']);
  });

  it('says nothing of a fallback version, an override or an unknown remote', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '0.9.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', 'override', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_basket', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(null, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
