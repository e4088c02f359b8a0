import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, isApiError, readProvider } from '@shop/provider-client';
import type { DrawEntry } from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { pagedAfter } from '../../common/competition/api';

// A drawn competition's entry list (api/README.md "Draws"):
// every ticket number with its holder's first name and initial, in ticket order, the list the
// draw's proof counts. Shown a page at a time; the CSV is made here from every page, so the
// provider serves one shape and the download needs no endpoint of its own.

/** Entries per page on screen. */
export const ENTRY_PAGE_SIZE = 50;
/** The most the provider gives per page (api/README.md): the CSV reads in pages this size. */
export const CSV_PAGE_SIZE = 1000;
/** A bound on the pages the CSV reads (a million entries), so a host that never says "last" cannot loop. */
export const CSV_MAX_PAGES = 1000;

export interface EntryListRequest {
  competitionId: number;
  page: number;
}

/** The list of this competition shown at this page (or its Try again pressed). */
export const entryListOpened = createEvent<EntryListRequest>();

export const getEntryPageFx = createEffect(({ competitionId, page }: EntryListRequest) =>
  readProvider('entry_list', { competition_id: competitionId, page, limit: ENTRY_PAGE_SIZE }),
);
/** One page of one competition's entries: the competition and page travel with the rows. */
export const entryListQuery = createQuery({
  name: 'catalog.entryList',
  effect: getEntryPageFx,
  mapData: ({ result, params }) => ({
    competitionId: params.competitionId,
    page: params.page,
    items: result.data,
    ...pagedAfter(result, result.data, ENTRY_PAGE_SIZE),
  }),
});
applyDataCacheRules(entryListQuery);
sample({ clock: entryListOpened, target: entryListQuery.start });
/**
 * The provider refused the list (not drawn yet, or no such competition: api/README.md "Draws"), as
 * opposed to failing to answer: asking again changes nothing, so the page says why instead.
 */
export const $entryListRefused = entryListQuery.$error.map(
  (error) => isApiError(error) && error.type === 'http' && !error.isRetryable,
);

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * names are typed by strangers, so such a cell is written with a leading apostrophe (OWASP "CSV
 * injection"); quotes are doubled and every cell quoted (RFC 4180).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The CSV of an entry list: a header, then one line per ticket (CRLF line ends, RFC 4180). */
export function entriesCsv(entries: readonly DrawEntry[]): string {
  const lines = [['Ticket number', 'Name'], ...entries.map((e) => [e.ticket_number, e.name])];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Every entry of a competition, read in the largest pages the provider allows, in order. */
export const getAllEntriesFx = createEffect(async (competitionId: number): Promise<DrawEntry[]> => {
  const entries: DrawEntry[] = [];
  for (let page = 1; page <= CSV_MAX_PAGES; page++) {
    const response = await readProvider('entry_list', { competition_id: competitionId, page, limit: CSV_PAGE_SIZE });
    entries.push(...response.data);
    const last = response.total_pages ?? (response.data.length < CSV_PAGE_SIZE ? page : page + 1);
    if (page >= last || response.data.length === 0) break;
  }
  return entries;
});

/** Hands the browser a file to save (replaced in unit tests: it needs a document). */
export const saveFileFx = createEffect(({ name, text }: { name: string; text: string }) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is released after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
});

/** "Download CSV" pressed for this competition. */
export const csvRequested = createEvent<number>();
sample({ clock: csvRequested, filter: getAllEntriesFx.pending.map((busy) => !busy), target: getAllEntriesFx });
sample({
  clock: getAllEntriesFx.done,
  fn: ({ params, result }) => ({ name: `entry-list-${params}.csv`, text: entriesCsv(result) }),
  target: saveFileFx,
});

/** What the CSV button says under it: '' while nothing went wrong. */
export const $csvProblem = createStore('')
  .on(getAllEntriesFx.fail, () => 'The entry list could not be downloaded. Please try again.')
  .reset(csvRequested, getAllEntriesFx.done);
