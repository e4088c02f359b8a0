import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEACON_URL, forgetSentOutcomes, RELEASE_TOKEN_META, sendOutcome } from './health-beacon';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: {
    mf_account: { folder: 'mf-account', live: '1.0.0', canary: { version: '1.1.0', share: 50 }, history: [] },
    mf_basket: { folder: 'mf-basket', live: '2.0.0', history: [] },
  },
};
const TOKEN = 'tp4hzb.9pykMTNKzH3X.gyHhVeGWStglGYikr9nwcw';

function stubFetch() {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const bodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)));

beforeEach(() => {
  document.head.innerHTML = `<meta name="${RELEASE_TOKEN_META}" content="${TOKEN}" />`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetSentOutcomes();
  document.head.innerHTML = '';
});

describe('the release health beacon', () => {
  it('posts one JSON outcome with keepalive and the page token, for the live or the canary version', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '1.1.0', { outcome: 'failed', stage: 'load' });
    expect(fetchMock).toHaveBeenCalledWith(
      BEACON_URL,
      expect.objectContaining({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } }),
    );
    expect(bodies(fetchMock)).toEqual([
      { remote: 'mf_account', version: '1.1.0', outcome: 'failed', stage: 'load', token: TOKEN },
    ]);
  });

  it('sends one outcome per remote per page load: the page token counts once per remote', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'failed', stage: 'render' });
    sendOutcome(registry, 'mf_basket', '2.0.0', { outcome: 'loaded', stage: 'mount' });
    expect(bodies(fetchMock).map((b) => `${b.remote}:${b.outcome}`)).toEqual(['mf_account:loaded', 'mf_basket:loaded']);
  });

  it('says nothing of a fallback version, an override, an unknown remote, or on a page without a token', () => {
    const fetchMock = stubFetch();
    sendOutcome(registry, 'mf_account', '0.9.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_account', 'override', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(registry, 'mf_engagement', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    sendOutcome(null, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    document.head.innerHTML = '';
    sendOutcome(registry, 'mf_account', '1.0.0', { outcome: 'loaded', stage: 'mount' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
