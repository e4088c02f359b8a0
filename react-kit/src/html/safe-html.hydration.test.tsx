import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

// Each import of the sanitizer counted: a first view of server-rendered provider HTML must not fetch it.
const sanitizerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('dompurify', async (original) => {
  sanitizerLoads.count += 1;
  return original();
});

const RAW = '<p>Win <b>big</b></p><script>window.hit=2</script>';
/** What the server's sanitizer wrote for RAW. */
const SERVER_MARKUP = '<p>Win <b>big</b></p>';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function hydrate(serverBlock: string, html: string) {
  const container = document.createElement('div');
  container.innerHTML = `<div class="box">${serverBlock}</div>`;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <SafeHtml html={html} className="box" />);
  });
  return { container, box: () => container.querySelector('.box') as HTMLElement };
}

describe('SafeHtml over the server’s block', () => {
  it('keeps the block the server wrote and never fetches the sanitizer, until the HTML changes', async () => {
    const { container, box } = hydrate(SERVER_MARKUP, RAW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box().innerHTML).toBe(SERVER_MARKUP);
    expect(box().getAttribute('aria-busy')).toBeNull();
    expect(sanitizerLoads.count).toBe(0);

    // New HTML (a refresh, another competition): written by the browser, sanitized.
    act(() =>
      root?.render(<SafeHtml html={'<p>Now <i>bigger</i></p><img src="x" onerror="window.hit=1">'} className="box" />),
    );
    await waitFor(() => expect(box().innerHTML).toContain('<i>bigger</i>'));
    expect(sanitizerLoads.count).toBe(1);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(box().getAttribute('aria-busy')).toBeNull();
  });

  it('fills a block the server left empty, through the sanitizer', async () => {
    const { box } = hydrate('', RAW);
    await waitFor(() => expect(box().innerHTML).toBe(SERVER_MARKUP));
    expect(box().querySelector('script')).toBeNull();
  });
});
