import { DomainError } from '../http/errors.js';

/**
 * Given/when/then for a pure decider:
 *   given(...events).when(command).then(expectedEvents) | .thenError(status, details)
 */
export function deciderSpec<Command, Event, State>(decider: { decide(command: Command, state: State): Event[]; evolve(state: State, event: Event): State; initialState(): State }) {
  return function given(...events: Event[]) {
    const state = events.reduce(decider.evolve, decider.initialState());
    return {
      state,
      when(command: Command) {
        const run = () => decider.decide(command, state);
        return {
          then(expected: Event[]) {
            expect(run()).toEqual(expected);
          },
          thenError(status: number, details: string) {
            let caught: unknown;
            try {
              run();
            } catch (error) {
              caught = error;
            }
            expect(caught).toBeInstanceOf(DomainError);
            expect({ status: (caught as DomainError).status, details: (caught as DomainError).details }).toEqual({ status, details });
          },
        };
      },
    };
  };
}
