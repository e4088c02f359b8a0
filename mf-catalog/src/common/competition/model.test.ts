import { STORAGE_KEYS } from '@shop/shared';
import { $chosenCompetition } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { competitionFetched, competitionLinkOpened } from './model';

describe('chosen competition', () => {
  beforeEach(() => localStorage.clear());

  it('a card click stores the id and category to fetch and sets the shared chosen competition', async () => {
    const scope = fork();
    await allSettled(competitionLinkOpened, { scope, params: { id: 9, category: 'cars' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.COMPETITIONS_TO_BE_FETCHED) ?? 'null')).toEqual({
      id: 9,
      category: 'cars',
    });
    expect(scope.getState($chosenCompetition)).toEqual({ id: 9, category: 'cars' });
  });

  it('a loaded details page stores what it fetched', async () => {
    const scope = fork();
    await allSettled(competitionFetched, { scope, params: { id: 3, category: 'tech' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.FETCHED_COMPETITION) ?? 'null')).toEqual({
      id: 3,
      category: 'tech',
    });
    expect(scope.getState($chosenCompetition)).toEqual({ id: 3, category: 'tech' });
  });
});
