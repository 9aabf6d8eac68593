import { sql, type Kysely } from 'kysely';
import type { PlatformDatabase } from '../db/platform-database.js';
import { ConcurrencyError } from '../event-store/errors.js';
import type { EventStore } from '../event-store/event-store.js';
import type { AppendContext, NewEvent, StoredEvent } from '../event-store/types.js';
import type { WrappedKeys } from '../personal-data/vault.js';

/** An aggregate as pure functions (Chassaing's decider): decide from state, evolve state by events. */
export interface Decider<Command, Event extends NewEvent<string, object>, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  /** The error a decision that records a refusal (a wrong code counted) answers with, once its events are stored. */
  failureOf?(events: readonly Event[]): Error | undefined;
}

/**
 * The command, or a function making it from the loaded state (and the stream's version): async work
 * that depends on the state (a password check, a call to a payment provider) happens there, between
 * load and decide. With retries it runs again on the fresh state. It answers null when the state
 * shows there is nothing to do: nothing is decided or written.
 */
export type CommandInput<Command, State> = Command | CommandMaker<Command, State>;
type CommandMaker<Command, State> = (state: State, version: number) => Command | null | Promise<Command | null>;

export interface HandleOptions<Db extends PlatformDatabase = PlatformDatabase, State = unknown> {
  context?: AppendContext;
  /** Retries after a concurrent write: the stream is loaded again and the command (its function) runs again on it. */
  retries?: number;
  /**
   * The stream's head held from the load to the append (in a transaction of its own, or the savepoint in
   * `trx`), so that no other write comes in between and the command meets no conflict: `always`, or
   * `afterConflict` (optimistic first; after a conflict, once more under the lock instead of `retries`). For
   * a stream many write at once (a form's uploads and saves): other appends to it wait meanwhile, so the
   * command's function must not wait on anything slow.
   */
  lock?: 'always' | 'afterConflict';
  /** Join a transaction the caller holds: the command runs in a savepoint, undone alone when it fails. */
  trx?: Kysely<Db>;
  /** Other writes committed with the events, in the same transaction (a short one of its own without `trx`). */
  commitWith?: (trx: Kysely<Db>) => Promise<void>;
  /**
   * The state and the stream's version read from an inline read model instead of replaying the stream
   * (a long stream decided on often). It must read both in one statement: an inline projection commits
   * with its events, so one snapshot shows the state at exactly that version. Called again on a retry.
   * It may read the keys of the people the events are about too (`personal_keys`), for the append.
   */
  load?: StateLoader<Db, State>;
}

export type StateLoader<Db, State> = (db: Kysely<Db>) => Promise<Loaded<State>>;

interface Loaded<State> {
  state: State;
  version: number;
  /** The keys of the people its events may be about, if read along (see `EventStore.append`). */
  keys?: WrappedKeys;
}

export interface HandleResult<State> {
  state: State;
  events: StoredEvent[];
  version: number;
}

const SAVEPOINT = sql.id('command_handler');

/** Load stream -> make the command -> decide -> append at the loaded version; retry on conflict if allowed. */
export class CommandHandler<Db extends PlatformDatabase = PlatformDatabase> {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<Db>,
  ) {}

  async load<Event extends NewEvent<string, object>, State>(
    streamId: string,
    decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
    trx?: Kysely<Db>,
  ): Promise<{ state: State; version: number }> {
    const events = await this.store.readStream(streamId, trx);
    const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), decider.initialState());
    return { state, version: events.length ? events[events.length - 1].version : 0 };
  }

  /** The types come from the decider alone (NoInfer), so a function making the command is typed by it. */
  async handle<Command, Event extends NewEvent<string, object>, State>(
    streamId: string,
    command: NoInfer<CommandInput<Command, State>>,
    decider: Decider<Command, Event, State>,
    options: HandleOptions<Db, NoInfer<State>> = {},
  ): Promise<HandleResult<State>> {
    const attempts = options.lock ? (options.lock === 'afterConflict' ? 2 : 1) : 1 + (options.retries ?? 0);
    for (let attempt = 1; ; attempt++) {
      const locked = options.lock === 'always' || (options.lock === 'afterConflict' && attempt > 1);
      const run = (trx?: Kysely<Db>) => this.decideAndAppend(streamId, command, decider, options, trx, locked);
      try {
        const { result, failure } = options.trx ? await this.inSavepoint(options.trx, run) : locked ? await this.db.transaction().execute(run) : await run();
        if (failure) throw failure;
        return result;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
      }
    }
  }

  private async decideAndAppend<Command, Event extends NewEvent<string, object>, State>(
    streamId: string,
    input: CommandInput<Command, State>,
    decider: Decider<Command, Event, State>,
    { context, commitWith, load }: HandleOptions<Db, State>,
    trx?: Kysely<Db>,
    locked = false,
  ): Promise<{ result: HandleResult<State>; failure?: Error }> {
    // `locked` runs in a transaction (`handle`): the head stays held until it ends.
    if (locked) await this.store.lockStream(streamId, trx!);
    const { state, version, keys }: Loaded<State> = load ? await load(trx ?? this.db) : await this.load(streamId, decider, trx);
    const command = typeof input === 'function' ? await (input as CommandMaker<Command, State>)(state, version) : input;
    if (command === null) return { result: { state, events: [], version } };
    const newEvents = decider.decide(command, state);
    const append = async (db?: Kysely<Db>) => {
      const appended = newEvents.length ? await this.store.append(streamId, newEvents, { expectedVersion: version, context, keys }, db) : undefined;
      if (commitWith && db) await commitWith(db);
      return appended;
    };
    const appended = trx || !commitWith ? await append(trx) : await this.db.transaction().execute(append);
    const result = appended ? { state: newEvents.reduce(decider.evolve, state), events: appended.events, version: appended.nextVersion } : { state, events: [], version };
    return { result, failure: decider.failureOf?.(newEvents) };
  }

  /** Runs `work` in a savepoint of the caller's transaction: a failure undoes it and leaves the transaction usable. */
  private async inSavepoint<T>(trx: Kysely<Db>, work: (trx: Kysely<Db>) => Promise<T>): Promise<T> {
    await sql`SAVEPOINT ${SAVEPOINT}`.execute(trx);
    try {
      const result = await work(trx);
      await sql`RELEASE SAVEPOINT ${SAVEPOINT}`.execute(trx);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`.execute(trx);
      await sql`RELEASE SAVEPOINT ${SAVEPOINT}`.execute(trx);
      throw error;
    }
  }
}
