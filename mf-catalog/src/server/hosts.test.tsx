// @vitest-environment node
// The catalog's server render reads a host's responses through the same check as the browser: the
// spec's minimal shape and a PHP host's types render each server-rendered route.
import { clearQueryCaches, HOST_SHAPES } from '@shop/provider-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { host } from '../test/host-responses';
import { renderRoute } from './render';

beforeEach(() => clearQueryCaches());
afterEach(() => vi.restoreAllMocks());

describe.each(HOST_SHAPES)('the server render from a host responding in the %s shape', (shape) => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it.each([
    ['/', ['Competition 1', 'Competition 2', '£1.49', 'Finished Car']],
    ['/competitions/all', ['Competition 1', 'Competition 12', '£1.49']],
    ['/competitions/cash?page=2', ['Competition 13', 'Competition 24']],
    ['/competition/details/competition-1-1', ['Competition 1', '£1.49', '£10 site credit']],
    ['/competition/info/1', ['Competition 1', '£1.49']],
    ['/competitions/instant_win_comps', ['Competition 1']],
    ['/draw/results', ['Finished Car']],
    ['/results', ['Finished Car']],
    ['/winners_list', ['£10 site credit']],
  ])('%s shows its data', async (path, texts) => {
    const page = await renderRoute(path);
    for (const text of texts) expect(page?.html, `${path}: ${text}`).toContain(text);
    expect(page?.html).not.toMatch(/could not be loaded|There are no live competitions/);
  });

  it('a list without a page count shows its items and a Next while pages come back full', async () => {
    const page = await renderRoute('/competitions/cash?page=2');
    if (shape === 'minimal') expect(page?.html).toMatch(/Page 2<\/span>/);
    else expect(page?.html).toMatch(/Page 2 of 3/);
    expect(page?.html).toContain('href="/competitions/cash?page=3"');
  });
});
