import { describe, expect, it } from 'vitest';
import { renderNow, useNow } from '../remote/render-clock';
import { createServerRender } from './render';

// Renders for different requests interleave on one server (docs/adr/008-server-rendering.md): each
// reads its own clock and records its own responses, with nothing of a request in a module global.

function Clock() {
  return <p>{useNow()}</p>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a server render', () => {
  it("reads its own clock while others' are in progress", async () => {
    const { renderRoute } = createServerRender({
      routes: null,
      Tree: Clock,
      // The first render waits longest: the second starts and ends meanwhile.
      firstViewAt: async (url) => {
        await pause(url === '/first' ? 30 : 1);
        return {};
      },
    });
    const [first, second] = await Promise.all([
      renderRoute('/first', { apiUrl: '', now: 1_000 }),
      renderRoute('/second', { apiUrl: '', now: 2_000 }),
    ]);
    expect(first?.html).toBe('<p>1000</p>');
    expect(second?.html).toBe('<p>2000</p>');
    // Outside any render: the current time.
    expect(renderNow()).toBeGreaterThan(2_000);
  });
});
