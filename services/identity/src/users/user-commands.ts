import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ConcurrencyError, PlatformRuntime, type AppendContext, type StoredEvent } from '@app/platform';
import { decide, failureOf, userDecider, type UserCommand } from './user.decide.js';
import { userStreamId, type UserState } from './user.js';

export interface UserCommandResult {
  state: UserState;
  events: StoredEvent[];
}

/**
 * Load the user's stream -> build the command (async work such as argon2 happens here, against the
 * loaded state) -> decide -> append at the loaded version. A concurrent write makes it start over
 * (`retries` times). A decision that recorded a failure (a wrong code, a bad reset link) is stored
 * and then answered with its error.
 */
@Injectable()
export class UserCommands {
  constructor(private readonly runtime: PlatformRuntime) {}

  load(userId: string, trx?: Kysely<any>): Promise<{ state: UserState; version: number }> {
    return this.runtime.commands.load(userStreamId(userId), userDecider, trx);
  }

  async execute(
    userId: string,
    prepare: (state: UserState) => UserCommand | Promise<UserCommand>,
    context: AppendContext = {},
    { retries = 1, trx }: { retries?: number; trx?: Kysely<any> } = {},
  ): Promise<UserCommandResult> {
    for (let attempt = 0; ; attempt++) {
      const { state, version } = await this.load(userId, trx);
      const command = await prepare(state);
      const newEvents = decide(command, state);
      if (newEvents.length === 0) return { state, events: [] };
      try {
        const { events } = await this.runtime.store.append(userStreamId(userId), newEvents, { expectedVersion: version, context }, trx);
        const failure = failureOf(newEvents);
        if (failure) throw failure;
        return { state: newEvents.reduce(userDecider.evolve, state), events };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || trx || attempt >= retries) throw error;
      }
    }
  }
}
