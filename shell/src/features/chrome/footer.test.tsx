import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Footer', () => {
  it('links Responsible play to the public policy tab, not the account page', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Footer />));
    const links = [...host.querySelectorAll('nav[aria-label="Footer"] a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Free postal entry', '/free-postal-route'],
      ['Terms & conditions', '/legal-terms?tab=0'],
      ['Privacy Policy', '/legal-terms?tab=3'],
      ['Responsible play', '/legal-terms?tab=4'],
      ['Community chat', '/community-chat'],
      ['Contact us', '/contact'],
    ]);
    await act(async () => root.unmount());
  });

  it('is what index.html paints before any script runs, so no link is missing without JavaScript', async () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const painted = page.querySelector('#shell-footer > [data-first-paint]');
    if (!painted) throw new Error('index.html has no first-paint footer');
    painted.removeAttribute('data-first-paint');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<Footer />));
    const tidy = (markup: string) => markup.replace(/>\s+</g, '><').replace(/\s+/g, ' ');
    expect(tidy(painted.outerHTML)).toBe(tidy(host.innerHTML));
    expect(painted.outerHTML).not.toMatch(/\son\w+=|<script/i);
    await act(async () => root.unmount());
  });
});
