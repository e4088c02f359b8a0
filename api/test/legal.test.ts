import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, startTestProvider } from './helpers';

let api: Api;
beforeAll(async () => {
  api = await startTestProvider();
});
afterAll(() => api.close());

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

// The legal tabs hold real-length terms written for this site, under the tab
// titles and indexes the spec and the footer fix (Privacy Policy 3, Responsible Play 4).
it('the legal tabs keep their titles and hold real-length terms covering the UK prize-draw topics', async () => {
  const tabs: { title: string; html: string }[] = (await api.v1('legal_terms')).body.data;
  expect(tabs.map((t) => t.title)).toEqual([
    'Terms & Conditions',
    'Competition Rules',
    'Free Entry Route',
    'Privacy Policy',
    'Responsible Play',
  ]);
  for (const tab of tabs) expect(words(tab.html)).toBeGreaterThan(250);
  const [terms, rules, postal, privacy] = tabs.map((t) => t.html);
  for (const topic of [
    /18 or over/,
    /resident in the United Kingdom/,
    /skill question/i,
    /Free Entry Route/,
    /commitment/,
    /cash alternative/,
    /Responsible Play/,
    /Complaints/,
  ])
    expect(terms).toMatch(topic);
  expect(rules).toMatch(/HMAC-SHA256/);
  expect(postal).toMatch(/PO Box 1234, Manchester, M1 1AA/);
  expect(privacy).toMatch(/cookie_consent/);
  expect(privacy).toMatch(/7 days/);
});
