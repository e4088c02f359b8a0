import { afterEach, describe, expect, it, vi } from 'vitest';

// The realtime SDK is replaced by hand-driven callbacks: these tests check what the listener makes
// of the children it is given, not Firebase.
const realtime = vi.hoisted(() => ({
  offset: (_ms: number) => {},
  child: (_key: string, _value: unknown) => {},
}));
vi.mock('../../common/realtime', () => ({
  onServerTimeOffset: async (changed: (ms: number) => void) => {
    realtime.offset = changed;
    return () => {};
  },
  onChildAddedAt: async (_path: string, added: (key: string, value: unknown) => void) => {
    realtime.child = added;
    return () => {};
  },
  removeAt: async () => {},
}));

const { listenInstantWins } = await import('./api');

describe('listenInstantWins', () => {
  afterEach(() => vi.useRealTimers());

  it("ages each win by the server's clock, whatever the device clock says", async () => {
    const created = Date.UTC(2026, 10, 21, 14, 5);
    // This device runs an hour fast; the SDK measured the server an hour behind it.
    vi.useFakeTimers({ now: created + 3_600_000 + 30_000 });
    const received = vi.fn();
    await listenInstantWins(received);
    realtime.offset(-3_600_000);
    realtime.child('-P6yQAQVabcdefghijkl', { prize: 'AirPods', user: 'Sam Lee', image: '' });
    expect(received).toHaveBeenCalledWith(expect.objectContaining({ key: '-P6yQAQVabcdefghijkl', ageMs: 30_000 }));
  });

  it('only warns about a malformed child', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received = vi.fn();
    await listenInstantWins(received);
    realtime.child('k', { user: 'Sam' });
    expect(received).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[instant-win] ignored a malformed notification', 'k');
    warn.mockRestore();
  });
});
