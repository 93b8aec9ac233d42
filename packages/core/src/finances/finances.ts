import type { Entrance, FinancesAnswer, GoalsAndExpenses } from './schemas';

/** The caller's finances as the rules and screens read them: the wire's `entraces` named for what they are. */
export interface Finances {
  entrances: Entrance[];
  domestic: GoalsAndExpenses;
  trip: GoalsAndExpenses;
}

/** The one place the answer's spelling is mapped. */
export const financesFromAnswer = ({ entraces, domestic, trip }: FinancesAnswer): Finances => ({
  entrances: entraces,
  domestic,
  trip,
});
