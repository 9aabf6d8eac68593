import { randomUUID } from 'node:crypto';
import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { ConcurrencyError, PlatformRuntime, type AppendContext } from '@app/platform';
import { IdentitySettings } from '../config.js';
import { decrypt, deriveKey, encrypt, newResetToken } from '../security/secrets.js';
import { userDecider } from './user.decide.js';
import { userStreamId } from './user.js';
import { UserDirectory } from './user-directory.js';
import type { IdentityDatabase } from '../identity-database.js';

/** Requests left behind (a crash, a failed attempt) are looked for this often. */
const SWEEP_INTERVAL_MS = 5_000;

/**
 * Password reset requests, recorded the same way for every address (or client's account id) before
 * the answer (one row, the address encrypted with a key of this service) and looked up after it:
 * neither the answer nor its time tells whether there is such an account, and an answered request
 * survives a crash. Each request is handled in one transaction that deletes its row and, when there
 * is an account, appends `PasswordResetRequested`; rows are taken with SKIP LOCKED, so several
 * instances share the work and each request is handled once. The address is gone once its request
 * is handled.
 */
@Injectable()
export class ResetRequestQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly key: Buffer;
  private draining?: Promise<void>;
  private drainAgain = false;
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly runtime: PlatformRuntime<IdentityDatabase>,
    settings: IdentitySettings,
    private readonly directory: UserDirectory,
  ) {
    this.key = deriveKey(settings.config, 'password-reset-requests');
  }

  private get db(): Kysely<IdentityDatabase> {
    return this.runtime.db;
  }

  /**
   * Records a request by login name (an email, or a client's phone number: contracts' `loginName()`);
   * it is handled after the caller has answered.
   */
  async add(loginName: string, context: AppendContext): Promise<void> {
    await this.record({ sealed_email: encrypt(this.key, Buffer.from(loginName.trim().toLowerCase(), 'utf8')) }, context);
  }

  /** Records a request for a client's account (any other account is left alone); handled after the answer. */
  async addForClient(userId: string, context: AppendContext): Promise<void> {
    await this.record({ client_user_id: userId }, context);
  }

  private async record(target: { sealed_email: Buffer } | { client_user_id: string }, context: AppendContext): Promise<void> {
    await this.db
      .insertInto('password_reset_requests')
      .values({ id: randomUUID(), ...target, context: JSON.stringify(context) })
      .execute();
    this.drain();
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => this.drain(), SWEEP_INTERVAL_MS);
    this.drain();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweeper);
    await this.draining;
  }

  /** Handles pending requests until none is left; one drain at a time per instance. */
  private drain(): void {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        try {
          while (await this.handleNext()) {
            // one request per transaction, until none is left
          }
        } catch (error) {
          // Left for the next sweep (the row stays); a concurrent write to the user is tried again at once.
          if (error instanceof ConcurrencyError) this.drainAgain = true;
          else this.runtime.logger.error({ err: error }, 'handling a password reset request failed');
        }
      } while (this.drainAgain);
    })().finally(() => (this.draining = undefined));
  }

  private handleNext(): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const request = await trx.selectFrom('password_reset_requests').selectAll().orderBy('requested_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (!request) return false;
      await trx.deleteFrom('password_reset_requests').where('id', '=', request.id).execute();
      const user = request.sealed_email
        ? (await this.directory.findByLoginName(decrypt(this.key, request.sealed_email).toString('utf8'), trx))[0]
        : await this.directory.findClientAccount(request.client_user_id!, trx);
      if (user) {
        const command = { type: 'RequestPasswordReset', ...newResetToken() } as const;
        await this.runtime.commands.handle(userStreamId(user.id), command, userDecider, { context: request.context, trx });
      }
      return true;
    });
  }
}
