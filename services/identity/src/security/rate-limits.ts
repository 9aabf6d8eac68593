import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PlatformRuntime, TooManyRequestsError } from '@app/platform';
import { IdentitySettings } from '../config.js';
import { clientAddress } from './client-address.js';
import { deriveKey } from './secrets.js';

/** The endpoints under limits; each has its own counters. */
export type LimitedAction = 'login' | 'request-password-reset' | 'reset-password' | 'verification-code';

/**
 * rate-limiter-flexible's Postgres store speaks to a `pg` client; this adapter runs its queries
 * through the service's Kysely pool instead of opening a second pool.
 */
function kyselyStoreClient(db: Kysely<any>) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
}

/**
 * Counts attempts per account (the email, or the user id of a signed-in caller) and per client
 * address, in the `rate_limits` table (RateLimiterPostgres), so the limits hold across instances
 * and restarts. Every attempt counts, successful or not; over either limit the answer is 429.
 * Accounts are keyed by an HMAC of the email, so the table holds no addresses in plain text.
 */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();
  private readonly keySecret: Buffer;

  constructor(
    runtime: PlatformRuntime,
    private readonly settings: IdentitySettings,
  ) {
    const { config } = settings;
    this.keySecret = deriveKey(config, 'rate-limit-keys');
    const storeClient = kyselyStoreClient(runtime.db);
    let cleaner = true; // the limiters share one table: one of them deletes expired rows (every 5 minutes)
    for (const action of ['login', 'request-password-reset', 'reset-password', 'verification-code'] as const) {
      for (const [scope, points] of [['account', config.RATE_LIMIT_PER_ACCOUNT], ['address', config.RATE_LIMIT_PER_ADDRESS]] as const) {
        this.limiters.set(
          `${action}:${scope}`,
          new RateLimiterPostgres({
            storeClient,
            storeType: 'kysely',
            tableName: 'rate_limits',
            tableCreated: true,
            keyPrefix: `${action}:${scope}`,
            points,
            duration: config.RATE_LIMIT_WINDOW_SECONDS,
            clearExpiredByTimeout: cleaner,
          }),
        );
        cleaner = false;
      }
    }
  }

  /** Counts one attempt; throws 429 (with Retry-After) when the account or the address is over its limit. */
  async consume(action: LimitedAction, account: string, req: Request): Promise<void> {
    const accountKey = createHmac('sha256', this.keySecret).update(account.trim().toLowerCase()).digest('hex');
    const address = clientAddress(req, this.settings.config.TRUSTED_PROXY_HOPS);
    const outcomes = await Promise.allSettled([
      this.limiters.get(`${action}:account`)!.consume(accountKey),
      this.limiters.get(`${action}:address`)!.consume(address),
    ]);
    const limited = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (limited.length === 0) return;
    const failure = limited.find((o) => !(o.reason instanceof RateLimiterRes));
    if (failure) throw failure.reason;
    const waitMs = Math.max(...limited.map((o) => (o.reason as RateLimiterRes).msBeforeNext));
    req.res?.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new TooManyRequestsError();
  }
}
