import { writeJson } from '@shop/provider-client';
import { STORAGE_KEYS } from '@shop/shared';
import { type ChosenCompetition, competitionChosen } from '@shop/shared/state';
import { createEffect, createEvent, sample } from 'effector';

// Requirements §2: opening a details link stores the chosen competition id and category locally.
// A click on a card records what is about to be fetched (COMPETITIONS_TO_BE_FETCHED); the
// details page, once it has the competition, records what it fetched (FETCHED_COMPETITION).
// Both also set the shared $chosenCompetition for the other teams.

export const competitionLinkOpened = createEvent<ChosenCompetition>();
export const competitionFetched = createEvent<ChosenCompetition>();

export const rememberToFetchFx = createEffect((chosen: ChosenCompetition) => {
  writeJson(STORAGE_KEYS.COMPETITIONS_TO_BE_FETCHED, chosen);
});
export const rememberFetchedFx = createEffect((chosen: ChosenCompetition) => {
  writeJson(STORAGE_KEYS.FETCHED_COMPETITION, chosen);
});

sample({ clock: competitionLinkOpened, target: [rememberToFetchFx, competitionChosen] });
sample({ clock: competitionFetched, target: [rememberFetchedFx, competitionChosen] });
