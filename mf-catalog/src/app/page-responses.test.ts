import { describe, expect, it } from 'vitest';
import { eachCompetitionOnce, everyCompetitionBack, pageResponsesInFull } from './page-responses';

// The responses a server-rendered page carries, each competition once (page-responses.ts).

const about = 'Entries close on the date shown; the winner is drawn at random from all entries.';
const car = { id: 4, title: 'Car', description: about, instant_wins: [{ id: 1, ticket_numbers: [8, 88] }] };
const cash = { id: 5, title: 'Cash', description: about };
const responses = {
  '["featured_competition",{"all":true},null]': { success: true, data: [car, cash] },
  '["featured_competition",{"page":1,"limit":6},null]': { success: true, data: [cash] },
  '["drawn_next_competition",{"page":1},null]': { success: true, data: [car, { ...cash, title: 'Cash (closing)' }] },
  '["getcompetition",{"id":4},null]': { success: true, data: car },
  '["getsettings",null,null]': { success: true, data: { main_competition: 4 } },
  '["finished_soldout_competition",{"page":1},null]': { __shopReadFailed: { message: 'down' } },
};

describe('each competition once in the page', () => {
  it('sends a competition once and points later copies at it; the browser gets the responses back whole', () => {
    const once = eachCompetitionOnce(responses);
    const text = JSON.stringify(once);
    expect(text.match(/"title":"Car"/g)).toHaveLength(1);
    expect(text.match(/"title":"Cash"/g)).toHaveLength(1);
    // A copy that differs (a later read saw it change) is sent as it is.
    expect(text).toContain('Cash (closing)');
    expect(once['["getcompetition",{"id":4},null]']).toEqual({
      success: true,
      data: { $sameAs: ['["featured_competition",{"all":true},null]', 0] },
    });
    expect(text.length).toBeLessThan(JSON.stringify(responses).length);
    // Through the page: JSON out, JSON in.
    expect(everyCompetitionBack(JSON.parse(text))).toEqual(responses);
  });

  it('puts the responses back whole in the page before the first view reads them', () => {
    const state = { url: '/', now: 1, responses: eachCompetitionOnce(responses) };
    document.body.innerHTML = `<script type="application/json" id="shop-ssr-state:mf_catalog">${JSON.stringify(state)}</script>`;
    pageResponsesInFull();
    const read = JSON.parse(document.getElementById('shop-ssr-state:mf_catalog')?.textContent ?? '');
    expect(read).toEqual({ url: '/', now: 1, responses });
    // Not JSON: left as it is, for the first view to refuse.
    document.body.innerHTML = '<script type="application/json" id="shop-ssr-state:mf_catalog">{"$sameAs": </script>';
    pageResponsesInFull();
    expect(document.getElementById('shop-ssr-state:mf_catalog')?.textContent).toBe('{"$sameAs": ');
  });
});
