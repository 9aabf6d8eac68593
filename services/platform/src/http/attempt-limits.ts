import { createHmac } from 'node:crypto';
import type { Request } from 'express';
import { CompiledQuery, sql, type Generated, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { PlatformDatabase } from '../db/platform-database.js';
import { DomainError, TooManyRequestsError } from './errors.js';

/** The settings of the attempt limits; a service that uses them adds these to its configuration schema. */
export const AttemptLimitSettingsSchema = z.object({
  /**
   * Attempts within the window, per endpoint: per account and client address together, per account, per
   * address. A credential check (login, a code) counts its failures only; other limited requests count each.
   */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
});
export type AttemptLimitSettings = z.infer<typeof AttemptLimitSettingsSchema>;

/** The `rate_limits` table, for the database interface of a service that creates it (`createAttemptLimitTable`). */
export interface AttemptLimitDatabase {
  rate_limits: { key: string; points: Generated<number>; expire: string | null };
}

/** The `rate_limits` table, in the layout rate-limiter-flexible's RateLimiterPostgres expects; for a service's migration. */
export async function createAttemptLimitTable<Db>(db: Kysely<Db>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`.execute(db);
  await sql`CREATE INDEX rate_limits_expire ON rate_limits (expire)`.execute(db);
}

/**
 * The caller's address: Express' `req.ip` under the `trust proxy` the platform sets from
 * TRUSTED_PROXY_HOPS (the gateway: 1), so the entry of `x-forwarded-for` the gateway wrote, never one
 * the caller wrote before it; the connection's own address where no proxy is trusted.
 */
export function clientAddress(req: Request): string {
  return (req.ip ?? req.socket?.remoteAddress ?? 'unknown').slice(0, 64);
}

/**
 * rate-limiter-flexible's Postgres store speaks to a `pg` client; this adapter runs its queries
 * through the service's Kysely pool instead of opening a second pool.
 */
function kyselyStoreClient(db: Kysely<PlatformDatabase>) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

const SCOPES = ['pair', 'account', 'address'] as const;
type Scope = (typeof SCOPES)[number];
type ScopeKeys = Record<Scope, string>;

/**
 * Counts attempts at an endpoint in the `rate_limits` table (RateLimiterPostgres), so the limits
 * hold across instances and restarts, three times each: for the account and client address
 * together, for the account, and for the address; over any limit the answer is 429 with
 * Retry-After. The tight limit is the pair's, so someone else's failures from another address never
 * lock an account's owner out; the account's own ceiling is far higher and only stops guessing
 * spread over many addresses. A credential check (`attempt`) counts only its failures; a request
 * that costs something each time (a message sent, an account made) counts every time (`consume`).
 * With `hashAccountsWith`, account keys are HMACs, so the table holds no email addresses in plain text.
 */
export class AttemptLimits<Action extends string> {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(
    db: Kysely<PlatformDatabase>,
    actions: readonly Action[],
    private readonly settings: AttemptLimitSettings,
    private readonly options: { hashAccountsWith?: Buffer } = {},
  ) {
    const storeClient = kyselyStoreClient(db);
    const points: Record<Scope, number> = {
      pair: settings.RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS,
      account: settings.RATE_LIMIT_PER_ACCOUNT,
      address: settings.RATE_LIMIT_PER_ADDRESS,
    };
    let cleaner = true; // the limiters share one table: one of them deletes expired rows (every 5 minutes)
    for (const action of actions) {
      for (const scope of SCOPES) {
        this.limiters.set(
          `${action}:${scope}`,
          new RateLimiterPostgres({
            storeClient,
            storeType: 'kysely',
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix: `${action}:${scope}`,
            points: points[scope],
            duration: settings.RATE_LIMIT_WINDOW_SECONDS,
            clearExpiredByTimeout: cleaner,
          }),
        );
        cleaner = false;
      }
    }
  }

  /** Counts one attempt by `account` (an email or a user id), whatever its outcome; throws 429 (with Retry-After) when any of its limits is reached. */
  consume(action: Action, account: string, req: Request): Promise<void> {
    return this.count(action, this.keysOf(account, req), req);
  }

  /**
   * Runs a credential check (a password, a code) by `account` under the limits: only its failures add
   * up. It is counted before it runs, so that many at once are refused as many in turn would be (429
   * once any limit is reached); a success gives its count back and clears the (account, address)
   * counter, so an owner's own logins never lock them or their office out. A failure is a DomainError
   * thrown (a wrong password or code, a refusal) or an answer `failed` says is one; any other error
   * (a database down) gives the count back too.
   */
  async attempt<T>(action: Action, account: string, req: Request, run: () => Promise<T>, failed: (answer: T) => boolean = () => false): Promise<T> {
    const keys = this.keysOf(account, req);
    await this.count(action, keys, req);
    let answer: T;
    try {
      answer = await run();
    } catch (error) {
      if (!(error instanceof DomainError)) await this.giveBack(action, keys, SCOPES).catch(() => undefined);
      throw error;
    }
    if (!failed(answer)) {
      await this.limiters.get(`${action}:pair`)!.delete(keys.pair);
      await this.giveBack(action, keys, ['account', 'address']);
    }
    return answer;
  }

  private keysOf(account: string, req: Request): ScopeKeys {
    const normalized = account.trim().toLowerCase();
    const accountKey = this.options.hashAccountsWith ? createHmac('sha256', this.options.hashAccountsWith).update(normalized).digest('hex') : normalized;
    const address = clientAddress(req);
    return { pair: `${accountKey}:${address}`, account: accountKey, address };
  }

  private async count(action: Action, keys: ScopeKeys, req: Request): Promise<void> {
    const outcomes = await Promise.allSettled(SCOPES.map((scope) => this.limiters.get(`${action}:${scope}`)!.consume(keys[scope])));
    const limited = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (limited.length === 0) return;
    const failure = limited.find((o) => !(o.reason instanceof RateLimiterRes));
    if (failure) throw failure.reason;
    const waitMs = Math.max(...limited.map((o) => (o.reason as RateLimiterRes).msBeforeNext));
    req.res?.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new TooManyRequestsError();
  }

  private async giveBack(action: Action, keys: ScopeKeys, scopes: readonly Scope[]): Promise<void> {
    await Promise.all(scopes.map((scope) => this.limiters.get(`${action}:${scope}`)!.reward(keys[scope])));
  }
}
