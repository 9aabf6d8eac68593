import type { Kysely } from 'kysely';
import { ConcurrencyError } from '../event-store/errors.js';
import type { EventStore } from '../event-store/event-store.js';
import type { AppendContext, NewEvent, StoredEvent } from '../event-store/types.js';

/** An aggregate as pure functions (Chassaing's decider): decide from state, evolve state by events. */
export interface Decider<Command, Event extends NewEvent<string, object>, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface HandleOptions {
  context?: AppendContext;
  /** Retries after a concurrent write; only for commands that are safe to decide again. */
  retries?: number;
  /** Join a transaction the caller holds (then no retry: the caller owns the transaction). */
  trx?: Kysely<any>;
}

export interface HandleResult<State> {
  state: State;
  events: StoredEvent[];
  version: number;
}

/** Load stream -> evolve -> decide -> append at the loaded version; retry on conflict if allowed. */
export class CommandHandler {
  constructor(private readonly store: EventStore) {}

  async load<Event extends NewEvent<string, object>, State>(
    streamId: string,
    decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
    trx?: Kysely<any>,
  ): Promise<{ state: State; version: number }> {
    const events = await this.store.readStream(streamId, trx);
    const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), decider.initialState());
    return { state, version: events.length ? events[events.length - 1].version : 0 };
  }

  async handle<Command, Event extends NewEvent<string, object>, State>(
    streamId: string,
    command: Command,
    decider: Decider<Command, Event, State>,
    options: HandleOptions = {},
  ): Promise<HandleResult<State>> {
    const attempts = options.trx ? 1 : 1 + (options.retries ?? 0);
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(streamId, decider, options.trx);
      const newEvents = decider.decide(command, state);
      if (newEvents.length === 0) return { state, events: [], version };
      try {
        const result = await this.store.append(streamId, newEvents, { expectedVersion: version, context: options.context }, options.trx);
        return { state: newEvents.reduce(decider.evolve, state), events: result.events, version: result.nextVersion };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
      }
    }
  }
}
