import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Opening the realtime connection (connection.ts) is cut into tasks: what each task of the page
// ran is recorded here, with the SDK's own calls stood in for by spies.
const calls: string[] = [];
vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: (_options: unknown, name: string) => {
    calls.push('initializeApp');
    return { name };
  },
}));
vi.mock('firebase/database', () => ({
  getDatabase: () => {
    calls.push('getDatabase');
    return { kind: 'db' };
  },
  connectDatabaseEmulator: () => calls.push('connectDatabaseEmulator'),
  ref: () => {
    calls.push('ref');
    return { kind: 'ref' };
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('connectRealtime', () => {
  it('opens the connection a step a task, and every caller shares it', async () => {
    const { connectRealtime } = await import('./connection');
    const first = connectRealtime();
    const second = connectRealtime();
    let settled = false;
    void first.then(() => {
      settled = true;
    });

    // Nothing before the browser is idle and the SDK has loaded; then each step in a task of its own.
    const tasks: string[][] = [];
    for (let i = 0; i < 6 && !settled; i++) {
      const before = calls.length;
      await vi.advanceTimersToNextTimerAsync();
      const ran = calls.slice(before).filter((call) => call !== 'connectDatabaseEmulator');
      if (ran.length > 0 || tasks.length > 0) tasks.push(ran);
    }
    expect(tasks).toEqual([['initializeApp', 'getDatabase'], ['ref'], []]);
    expect(settled).toBe(true);
    expect(await second).toBe(await first);
    expect((await first).db).toEqual({ kind: 'db' });
  });
});
