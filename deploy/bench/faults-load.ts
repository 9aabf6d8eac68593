/**
 * The faults bench's steady load through the gateway: registrations, password-reset requests (each for
 * an account registered earlier, once) and card purchases with the local payment simulator (each
 * account once), started at a fixed rate whatever the answers, so a fault shows as failed or slow
 * requests, never as a lighter load.
 */
export type Kind = 'register' | 'reset' | 'purchase';
export const kinds: readonly Kind[] = ['register', 'reset', 'purchase'];

export interface Attempt {
  kind: Kind;
  email: string;
  startedAt: number;
  endedAt?: number;
  /** The HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status?: number;
}

export interface Account {
  email: string;
  userId?: string;
  token?: string;
}

export interface Answer {
  status: number;
  body: any;
}

export const BENCH_PASSWORD = 'Faults-bench-pass-4417';
const REQUEST_TIMEOUT_MS = 20_000;
/** More requests waiting than this and the next one is not sent (counted): the system is not answering. */
export const MAX_IN_FLIGHT = 64;

export async function call(base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 0, body: undefined };
  }
}

export const purchaseOf = () => ({
  paymentMethodId: 'pm_card_visa',
  promotionCodeId: null,
  priceName: 'StandardMonthly',
  firstName: 'Bench',
  lastName: 'Buyer',
  line1: '1 Load St',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
});

export class FaultsLoad {
  readonly attempts: Attempt[] = [];
  readonly accounts = new Map<string, Account>();
  /** Starts skipped because too many requests were still waiting. */
  notSent = 0;
  private readonly toReset: Account[] = [];
  private readonly toPurchase: Account[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly base: string,
    /** Marks this run's addresses: `<tag>-u000001@example.com`. */
    readonly tag: string,
    private readonly perSecond: number,
  ) {}

  /** Starts requests at the fixed rate until `done()`, then waits for the last answers. */
  async run(done: () => boolean): Promise<void> {
    const started = Date.now();
    for (let i = 0; !done(); i++) {
      const wait = started + (i * 1000) / this.perSecond - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (this.inFlight.size >= MAX_IN_FLIGHT) {
        this.notSent++;
        continue;
      }
      const request = this.next(kinds[i % kinds.length]!).finally(() => this.inFlight.delete(request));
      this.inFlight.add(request);
    }
    await Promise.all(this.inFlight);
  }

  /** When the first request of `kind` started after `since` was acknowledged (undefined: none was). */
  firstAcknowledgedAfter(kind: Kind, since: number): number | undefined {
    const acknowledged = this.attempts.filter((a) => a.kind === kind && a.startedAt >= since && a.status === 200).map((a) => a.endedAt!);
    return acknowledged.length > 0 ? Math.min(...acknowledged) : undefined;
  }

  private next(kind: Kind): Promise<void> {
    if (kind === 'reset' && this.toReset.length > 0) return this.reset(this.toReset.shift()!);
    if (kind === 'purchase' && this.toPurchase.length > 0) return this.purchase(this.toPurchase.shift()!);
    return this.register();
  }

  private async attempt(kind: Kind, email: string, send: () => Promise<Answer>): Promise<Answer> {
    const attempt: Attempt = { kind, email, startedAt: Date.now() };
    this.attempts.push(attempt);
    const answer = await send();
    attempt.status = answer.status;
    attempt.endedAt = Date.now();
    return answer;
  }

  private async register(): Promise<void> {
    const email = `${this.tag}-u${String(this.accounts.size + 1).padStart(6, '0')}@example.com`;
    const account: Account = { email };
    this.accounts.set(email, account);
    const answer = await this.attempt('register', email, () => call(this.base, 'POST', '/api/account/register', { body: { email, password: BENCH_PASSWORD } }));
    if (answer.status !== 200) return;
    account.userId = answer.body.id;
    account.token = answer.body.jwtToken;
    this.toReset.push(account);
    this.toPurchase.push(account);
  }

  private async reset(account: Account): Promise<void> {
    await this.attempt('reset', account.email, () => call(this.base, 'POST', '/api/account/requestPasswordReset', { body: { email: account.email } }));
  }

  private async purchase(account: Account): Promise<void> {
    await this.attempt('purchase', account.email, () => call(this.base, 'POST', '/api/subscription/purchase', { token: account.token, body: purchaseOf() }));
  }
}
