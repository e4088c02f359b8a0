import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './states';

afterEach(cleanup);

function renderPager(page: number, totalPages: number) {
  render(
    <MemoryRouter>
      <Pager page={page} totalPages={totalPages} hrefFor={(p) => `/competitions/all?page=${p}`} />
    </MemoryRouter>,
  );
}

describe('Pager', () => {
  it('on the first page, Previous is not a link (a click must not reach ?page=0)', () => {
    renderPager(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.closest('a')).toBeNull();
    expect(previous.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/competitions/all?page=2');
  });

  it('on the last page, Next is not a link (a click must not reach an empty page)', () => {
    renderPager(3, 3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Next').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/competitions/all?page=2');
  });

  it('past the last page, Previous leads back to the last page', () => {
    renderPager(7, 3);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/competitions/all?page=3');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('one page needs no pager', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
