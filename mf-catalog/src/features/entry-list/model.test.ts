import { setProviderClient } from '@shop/provider-client';
import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $csvProblem,
  $entryListRefused,
  CSV_PAGE_SIZE,
  csvCell,
  csvRequested,
  entriesCsv,
  entryListOpened,
  entryListQuery,
  getAllEntriesFx,
  saveFileFx,
} from './model';

const entries = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ ticket_number: from + i, name: `Entrant ${from + i}` }));

beforeEach(async () => {
  await clearQueryCaches();
});

describe('entry list', () => {
  it('reads one page of a competition, the competition and page kept with the rows, numbers as text read', async () => {
    const host = fakeHost({
      entry_list: () => ({
        success: true,
        data: [{ ticket_number: '3', name: 'Sarah T.' }, { ticket_number: 9 }],
        total: '120',
        total_pages: 3,
      }),
    });
    const scope = fork();
    await allSettled(entryListOpened, { scope, params: { competitionId: 19, page: 2 } });
    expect(host.at(-1)?.body).toEqual({ competition_id: 19, page: 2, limit: 50 });
    expect(scope.getState(entryListQuery.$data)).toEqual({
      competitionId: 19,
      page: 2,
      items: [
        { ticket_number: 3, name: 'Sarah T.' },
        { ticket_number: 9, name: '' },
      ],
      total: 120,
      totalPages: 3,
      hasMore: false,
    });
  });

  it('a refusal (not drawn yet) fails the query and leaves nothing shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeHost({
      entry_list: () => ({ success: false, error: 'The entry list is published once the competition is drawn.' }),
    });
    const scope = fork();
    await allSettled(entryListOpened, { scope, params: { competitionId: 5, page: 1 } });
    expect(scope.getState(entryListQuery.$failed)).toBe(true);
    expect(scope.getState(entryListQuery.$data)).toBeNull();
  });

  it("the provider's refusal (404: not drawn yet) is final; a host that cannot answer (503) is worth another try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answering = (status: number) =>
      setProviderClient({
        request: async () => {
          throw Object.assign(new Error(`Request failed with status code ${status}`), {
            isAxiosError: true,
            response: { status, data: { success: false, error: 'No list yet.' }, headers: {} },
          });
        },
      } as unknown as Parameters<typeof setProviderClient>[0]);
    for (const [status, refused] of [
      [404, true],
      [503, false],
    ] as const) {
      await clearQueryCaches();
      answering(status);
      const scope = fork();
      await allSettled(entryListOpened, { scope, params: { competitionId: 5, page: 1 } });
      expect(scope.getState(entryListQuery.$failed)).toBe(true);
      expect(scope.getState($entryListRefused)).toBe(refused);
    }
  });

  it('the CSV reads every page at the largest size, in order, and saves one file', async () => {
    const host = fakeHost({
      entry_list: (body) =>
        body.page === 1
          ? { success: true, data: entries(1, CSV_PAGE_SIZE), total_pages: 2 }
          : { success: true, data: entries(1001, 3), total_pages: 2 },
    });
    const saved = vi.fn();
    const scope = fork({ handlers: [[saveFileFx, saved]] });
    await allSettled(csvRequested, { scope, params: 19 });
    expect(host.map((c) => [c.body.page, c.body.limit])).toEqual([
      [1, 1000],
      [2, 1000],
    ]);
    expect(saved).toHaveBeenCalledTimes(1);
    const { name, text } = (saved.mock.calls[0]?.[0] ?? {}) as { name: string; text: string };
    expect(name).toBe('entry-list-19.csv');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1004);
    expect(lines[0]).toBe('"Ticket number","Name"');
    expect(lines[1]).toBe('"1","Entrant 1"');
    expect(lines.at(-1)).toBe('"1003","Entrant 1003"');
  });

  it('without a page count the CSV stops at the first short page', async () => {
    const host = fakeHost({ entry_list: () => ({ success: true, data: entries(1, 2) }) });
    const scope = fork({ handlers: [[saveFileFx, () => {}]] });
    const result = await allSettled(getAllEntriesFx, { scope, params: 7 });
    expect(host).toHaveLength(1);
    expect(result).toMatchObject({ status: 'done', value: entries(1, 2) });
  });

  it('a failed download says so and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeHost({});
    const saved = vi.fn();
    const scope = fork({ handlers: [[saveFileFx, saved]] });
    await allSettled(csvRequested, { scope, params: 19 });
    expect(saved).not.toHaveBeenCalled();
    expect(scope.getState($csvProblem)).toMatch(/could not be downloaded/);
  });

  it('quotes every cell and defuses a name a spreadsheet would run as a formula', () => {
    expect(csvCell('Sarah "Sal" T.')).toBe('"Sarah ""Sal"" T."');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+44 A.')).toBe(`"'+44 A."`);
    expect(csvCell('@SUM')).toBe(`"'@SUM"`);
    expect(csvCell(12)).toBe('"12"');
    expect(entriesCsv([{ ticket_number: 1, name: 'Ann, B.' }])).toBe('"Ticket number","Name"\r\n"1","Ann, B."\r\n');
  });
});
