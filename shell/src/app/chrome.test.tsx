import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellChrome } from './chrome';

// The page starts with index.html's body: its first-paint header bar is on screen until the React
// chrome commits, and must be gone in that same commit (one header, one "Main" navigation).
const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
const body = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ShellChrome', () => {
  it('replaces the first-paint header bar with the React header', async () => {
    document.body.innerHTML = body;
    expect(document.querySelectorAll('nav[aria-label="Main"]')).toHaveLength(1);
    expect(document.querySelector('[data-first-paint]')).not.toBeNull();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<ShellChrome notice={null} />));
    expect(document.querySelector('[data-first-paint]')).toBeNull();
    expect(document.querySelectorAll('nav[aria-label="Main"]')).toHaveLength(1);
    expect(document.querySelector('#shell-header [data-testid="cart-link"]')).not.toBeNull();
    await act(async () => root.unmount());
  });
});
