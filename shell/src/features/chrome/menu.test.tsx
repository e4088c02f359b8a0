import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from './Header';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Header />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

const menuButton = () => host.querySelector<HTMLButtonElement>('button[aria-controls]') as HTMLButtonElement;
const nav = () => host.querySelector('nav[aria-label="Main"]') as HTMLElement;

// The phone header: the main links fold behind a Menu button.
describe('the header menu button', () => {
  it('controls the main navigation and says whether it is open', async () => {
    expect(menuButton().textContent).toBe('Menu');
    expect(menuButton().getAttribute('aria-controls')).toBe(nav().id);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(nav().dataset.open).toBe('false');
    await act(async () => menuButton().click());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(nav().dataset.open).toBe('true');
    expect(document.activeElement).toBe(nav().querySelector('a'));
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    await act(async () => menuButton().click());
    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a link in it is followed', async () => {
    await act(async () => menuButton().click());
    const link = nav().querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    await act(async () => link.click());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
