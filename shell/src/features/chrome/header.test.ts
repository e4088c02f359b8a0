import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAV } from './Header';

// index.html paints the header bar before any script runs; the React header then takes its
// place. A link added to one and not the other would make the bar jump when React arrives.
const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

function firstPaintBar(): Element {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const bar = doc.querySelector('#shell-header > [data-first-paint]');
  if (!bar) throw new Error('index.html has no first-paint header bar');
  return bar;
}

describe('the first-paint header in index.html', () => {
  it('lists the same main links, in the same order, as the React header', () => {
    const links = [...firstPaintBar().querySelectorAll('nav[aria-label="Main"] a')].map((a) => ({
      href: a.getAttribute('href'),
      label: a.textContent?.trim(),
    }));
    expect(links).toEqual(NAV);
  });

  it('uses the global bar classes the React header uses, and has no scripts or handlers', () => {
    const bar = firstPaintBar();
    expect(bar.className).toBe('shell-bar');
    expect(bar.querySelector('.shell-brand')?.getAttribute('href')).toBe('/');
    expect(bar.querySelector('.shell-nav')).not.toBeNull();
    expect(bar.querySelector('.shell-actions.shell-placeholder')?.getAttribute('aria-hidden')).toBe('true');
    expect(bar.querySelectorAll('.shell-placeholder a, .shell-placeholder button')).toHaveLength(0);
    expect(bar.querySelector('script')).toBeNull();
    expect(bar.outerHTML).not.toMatch(/\son\w+=/i);
  });
});
