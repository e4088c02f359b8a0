import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml: provider HTML behind the lazily loaded sanitizer', () => {
  it('never shows raw HTML while the sanitizer loads, then shows it sanitized', async () => {
    const html =
      '<p>Win <b>big</b></p><img src="x" onerror="window.hit=1"><script>window.hit=2</script><a href="javascript:alert(1)">x</a>';
    const { container } = render(<SafeHtml html={html} className="box" />);
    const box = container.querySelector('.box') as HTMLElement;
    // First render: the sanitizer is not there yet, so nothing of the HTML is injected.
    expect(box.innerHTML === '' || box.querySelector('script') === null).toBe(true);
    await waitFor(() => expect(screen.getByText('big')).toBeTruthy());
    expect(box.querySelector('script')).toBeNull();
    const attributes = [...box.querySelectorAll('*')].flatMap((el) => [...el.attributes]);
    expect(attributes.filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value))).toEqual([]);
    expect(box.getAttribute('aria-busy')).toBeNull();
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('renders an empty block for missing HTML', async () => {
    const { container } = render(<SafeHtml html={null} className="empty" />);
    await waitFor(() => expect(container.querySelector('.empty')?.getAttribute('aria-busy')).toBeNull());
    expect(container.querySelector('.empty')?.innerHTML).toBe('');
  });
});
