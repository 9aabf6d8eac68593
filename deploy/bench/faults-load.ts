/**
 * The faults bench's steady load through the gateway, started at a fixed rate whatever the answers, so a
 * fault shows as failed or slow requests, never as a lighter load. In turn: registrations, password-reset
 * requests (each for an account registered earlier, once), card purchases with the local payment simulator
 * (each account once), the core domain's steps (faults-clients-load.ts: invite, accept, save, finalize)
 * and the admin dashboard (reporting's read, the one request reporting answers in the load).
 */
import type { CreateTemplateRequest } from '@app/contracts';
import { ClientsLoad } from './faults-clients-load.js';

export type WriteKind = 'register' | 'reset' | 'purchase' | 'invite' | 'accept' | 'save' | 'finalize';
export type Kind = WriteKind | 'dashboard';
export const writeKinds: readonly WriteKind[] = ['register', 'reset', 'purchase', 'invite', 'accept', 'save', 'finalize'];
export const kinds: readonly Kind[] = [...writeKinds, 'dashboard'];

export interface Attempt {
  kind: Kind;
  /** Whose request: the account's or the invited client's address ('' for the dashboard). */
  email: string;
  startedAt: number;
  endedAt?: number;
  /** The HTTP status; 0 when no answer came (connection refused or reset, timeout). */
  status?: number;
  /** A save's answer set version as acknowledged (its `concurrencyCheck`). */
  version?: number;
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
  // A timer cleared with the answer: AbortSignal.timeout's fires anyway, 20 s on, making an exception
  // per request in whatever part of a bench is running by then (its CPU counted against that part).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: 0, body: undefined };
  } finally {
    clearTimeout(timer);
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

/** Records one request: when it started and ended, and how it was answered. */
/** A bench's questionnaire page as the admin makes it: required, not a default, answered online. */
export const benchPage = (key: string, questions: CreateTemplateRequest['questions']): CreateTemplateRequest => ({
  key,
  title: 'Your History',
  subscriberTitle: 'History',
  description: null,
  defaultWeight: 10,
  isOptional: false,
  isDefault: false,
  stopIfOffline: false,
  questions,
});

export type Attempter = (kind: Kind, email: string, send: () => Promise<Answer>) => Promise<{ answer: Answer; attempt: Attempt }>;

export class FaultsLoad {
  readonly attempts: Attempt[] = [];
  readonly accounts = new Map<string, Account>();
  readonly clients: ClientsLoad;
  /** Starts skipped because too many requests were still waiting. */
  notSent = 0;
  private readonly toReset: Account[] = [];
  private readonly toPurchase: Account[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly base: string,
    /** Marks this run's addresses: `<tag>-u000001@example.com` (accounts), `<tag>-c000001@example.com` (clients). */
    readonly tag: string,
    private readonly perSecond: number,
    /** A site admin's token (the dashboard's reads). */
    private readonly adminToken: string,
    /** The subscriber who invites the clients, and the page their forms are made of. */
    subscriber: { token: string; templateId: string },
  ) {
    this.clients = new ClientsLoad(base, tag, subscriber.token, subscriber.templateId, this.attempt);
  }

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
      const request = this.next(kinds[i % kinds.length]).finally(() => this.inFlight.delete(request));
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
    switch (kind) {
      case 'reset':
        return this.toReset.length > 0 ? this.reset(this.toReset.shift()!) : this.register();
      case 'purchase':
        return this.toPurchase.length > 0 ? this.purchase(this.toPurchase.shift()!) : this.register();
      case 'invite':
      case 'accept':
      case 'save':
      case 'finalize':
        return this.clients.next(kind);
      case 'dashboard':
        return this.dashboard();
      default:
        return this.register();
    }
  }

  private readonly attempt: Attempter = async (kind, email, send) => {
    const attempt: Attempt = { kind, email, startedAt: Date.now() };
    this.attempts.push(attempt);
    const answer = await send();
    attempt.status = answer.status;
    attempt.endedAt = Date.now();
    return { answer, attempt };
  };

  private async register(): Promise<void> {
    const email = `${this.tag}-u${String(this.accounts.size + 1).padStart(6, '0')}@example.com`;
    const account: Account = { email };
    this.accounts.set(email, account);
    const { answer } = await this.attempt('register', email, () => call(this.base, 'POST', '/api/account/register', { body: { email, password: BENCH_PASSWORD } }));
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

  private async dashboard(): Promise<void> {
    await this.attempt('dashboard', '', () => call(this.base, 'GET', '/api/stats/adminDashboard', { token: this.adminToken }));
  }
}
