import { createEvent, createStore } from 'effector';

/** The competition chosen from a list (spec: opening details stores the id and category). */
export interface ChosenCompetition {
  id: number;
  category: string;
}

export const competitionChosen = createEvent<ChosenCompetition>();
export const $chosenCompetition = createStore<ChosenCompetition>({ id: 0, category: '' }).on(
  competitionChosen,
  (_, chosen) => chosen,
);
