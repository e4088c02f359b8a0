import { makeCompetition } from '@shop/provider-client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CompetitionCard } from './CompetitionCard';
import { CompetitionGrid } from './CompetitionGrid';

afterEach(cleanup);

const NOW = new Date('2026-11-21T12:00:00').getTime();

/** Text a screen reader can reach: everything outside aria-hidden subtrees. */
function exposedText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return parts.join(' ');
}

describe('CompetitionCard badges', () => {
  it('New, Sale and Instant wins reach screen readers once; the heading stays the title', () => {
    const c = makeCompetition({
      title: 'Big Cash',
      created_at: '2026-11-21 10:00:00',
      enable_instant_wins: true,
      price_per_ticket: 0.99,
      sale_price: 0.49,
      sale_start_date: '2026-11-20',
      sale_start_time: '00:00',
      sale_end_date: '2026-11-22',
      sale_end_time: '23:59',
    });
    render(
      <MemoryRouter>
        <CompetitionCard competition={c} now={NOW} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('competition-card');
    const exposed = exposedText(card);
    for (const label of ['New', 'Sale', 'Instant wins']) {
      expect(exposed.match(new RegExp(`\\b${label}\\b`, 'g'))).toHaveLength(1);
    }
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Big Cash');
  });

  it('no badges, no extra text', () => {
    render(
      <MemoryRouter>
        <CompetitionCard competition={makeCompetition({ created_at: '2020-01-01 00:00:00' })} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('card-badges')).toBeNull();
  });
});

describe('CompetitionCard heading level', () => {
  it('titles the card with an h2 when it sits straight under the page h1 (a list page)', () => {
    render(
      <MemoryRouter>
        <CompetitionCard competition={makeCompetition({ title: 'Big Cash' })} now={NOW} headingLevel={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Big Cash');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});

describe('CompetitionCard outcome', () => {
  it('a drawn competition names its winner, ticket and draw time, muted and with no entry', () => {
    const c = makeCompetition({
      title: 'Evoque',
      status: 'drawn',
      draw_outcome: { winner_name: 'Sarah T.', winning_ticket: 1234, drawn_at: '2026-11-18T21:00:00.000Z' },
    });
    render(
      <MemoryRouter>
        <CompetitionCard competition={c} now={NOW} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('competition-card');
    expect(card.getAttribute('data-state')).toBe('finished');
    expect(card.className).toMatch(/closed/);
    expect(screen.getByTestId('card-outcome').textContent).toBe(
      'Won by Sarah T. with ticket #1234Drawn 18 November 2026 at 9pm',
    );
    expect(screen.queryByRole('link', { name: /^Enter/ })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('CompetitionGrid images', () => {
  it("a grid that leads its page loads its first row's images at once, the first one first", () => {
    const items = [1, 2, 3, 4, 5, 6].map((id) => makeCompetition({ id, title: `C${id}` }));
    const { container, rerender } = render(
      <MemoryRouter>
        <CompetitionGrid items={items} isLoading={false} empty={null} leadsPage />
      </MemoryRouter>,
    );
    const images = () =>
      [...container.querySelectorAll('img')].map(
        (img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`,
      );
    expect(images()).toEqual(['eager high', 'eager null', 'eager null', 'eager null', 'lazy null', 'lazy null']);
    // Further down a page (home's sections), every image waits to be scrolled near.
    rerender(
      <MemoryRouter>
        <CompetitionGrid items={items} isLoading={false} empty={null} />
      </MemoryRouter>,
    );
    expect(new Set(images())).toEqual(new Set(['lazy null']));
  });
});

describe('CompetitionCard tickets sold', () => {
  it('tells a live competition what is left, and a closed one only what was sold', () => {
    const sold = { total_sell_tickets: 1000, total_ticket_sold: 403 };
    const { unmount } = render(
      <MemoryRouter>
        <CompetitionCard competition={makeCompetition(sold)} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('progress').textContent).toBe('40% sold · 597 of 1,000 left');
    unmount();
    render(
      <MemoryRouter>
        <CompetitionCard competition={makeCompetition({ ...sold, status: 'drawn' })} now={NOW} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('progress').textContent).toBe('40% of 1,000 tickets sold');
  });
});
