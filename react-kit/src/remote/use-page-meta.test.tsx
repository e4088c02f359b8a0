import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPageMeta, type PageMeta, pageTitle } from './page-title';
import { usePageMeta } from './use-page-meta';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

function Page({ value, renderedFor }: { value: PageMeta | null; renderedFor?: string }) {
  usePageMeta(value, renderedFor);
  return null;
}

/** The shopper moves on during the commit: layout effects run before passive ones, so between a page's render and its effect. */
function MovedOn() {
  useLayoutEffect(() => {
    window.history.replaceState(null, '', '/competitions/instant_win_comps');
    applyPageMeta({ title: 'Instant Wins | Prize Draw UK', description: 'Instant wins.' });
  }, []);
  return null;
}

describe('page titles', () => {
  it('"<Page> | Prize Draw UK", with the description and meta title written', () => {
    expect(pageTitle('Winners')).toBe('Winners | Prize Draw UK');
    applyPageMeta({ title: 'Winners | Prize Draw UK', description: 'Who won what.' });
    expect(document.title).toBe('Winners | Prize Draw UK');
    expect(meta('description')).toBe('Who won what.');
    expect(meta('title')).toBe('Winners | Prize Draw UK');
    applyPageMeta({ title: 'Home', description: 'All of it.', metaTitle: 'Prize Draw' });
    expect(meta('title')).toBe('Prize Draw');
  });

  it("a page's own title wins over a routing event on its path, and leaves the next path alone", () => {
    window.history.replaceState(null, '', '/competition/details/Car-1');
    const { rerender } = render(<Page value={null} />);
    applyPageMeta({ title: 'Competition | Prize Draw UK', description: 'Default.' });
    rerender(<Page value={{ title: 'Car | Prize Draw UK', description: 'Win a car.' }} />);
    expect(document.title).toBe('Car | Prize Draw UK');
    // The shell's default for the same path came after the page's own: the page writes it again.
    applyPageMeta({ title: 'Competition | Prize Draw UK', description: 'Default.' });
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(document.title).toBe('Car | Prize Draw UK');
    // Another path: its default stays even while this page has not unmounted yet.
    window.history.replaceState(null, '', '/winners_list');
    applyPageMeta({ title: 'Winners | Prize Draw UK', description: 'Who won.' });
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect(document.title).toBe('Winners | Prize Draw UK');
  });

  it('a page whose effect runs after the shopper has moved on leaves the next page its title', () => {
    window.history.replaceState(null, '', '/competitions/all');
    render(
      <>
        <Page value={{ title: 'Competitions | Prize Draw UK', description: 'Every live prize draw.' }} />
        <MovedOn />
      </>,
    );
    expect(document.title).toBe('Instant Wins | Prize Draw UK');
  });

  it("a page rendered again for its router's path after the address moved on (data arriving) writes nothing", () => {
    window.history.replaceState(null, '', '/competitions/all');
    const { rerender } = render(<Page value={null} renderedFor="/competitions/all" />);
    window.history.replaceState(null, '', '/competitions/instant_win_comps');
    applyPageMeta({ title: 'Instant Wins | Prize Draw UK', description: 'Instant wins.' });
    rerender(
      <Page
        value={{ title: 'Competitions | Prize Draw UK', description: 'Every live prize draw.' }}
        renderedFor="/competitions/all"
      />,
    );
    expect(document.title).toBe('Instant Wins | Prize Draw UK');
    // On its own path it writes at once.
    window.history.replaceState(null, '', '/competitions/all');
    rerender(
      <Page
        value={{ title: 'All | Prize Draw UK', description: 'Every live prize draw.' }}
        renderedFor="/competitions/all"
      />,
    );
    expect(document.title).toBe('All | Prize Draw UK');
  });
});
