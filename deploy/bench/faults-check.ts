/**
 * What the system holds after the faults bench's load, read through the gateway as its users would:
 * the accounts (the admin user list), each buyer's subscriptions (billing) and Subscriber role (identity,
 * through billing's event), the reset and invitation mails in the local mailbox (notification), the
 * subscriber's clients (clients) and their forms (survey), each saving client's answer set (survey),
 * whether each accepting client can sign in with the password they chose (identity), and the admin
 * dashboard's figures (reporting).
 */
import type { AdminDashboardStats } from '@app/contracts';
import { INVITATION_MAIL_SUBJECT, type Answers } from './faults-clients-load.js';
import { BENCH_PASSWORD, call, type FaultsLoad } from './faults-load.js';

export const RESET_MAIL_SUBJECT = 'Reset your password';

export interface Findings {
  /** Accounts found per address (more than 1: duplicated). */
  accounts: Map<string, number>;
  /** Addresses whose account has the Subscriber role. */
  subscribers: Set<string>;
  /** Subscriptions each buyer sees (billing). */
  subscriptions: Map<string, number>;
  /** Reset mails received per address. */
  resetMails: Map<string, number>;
  /** Invitation mails received per client's address. */
  invitationMails: Map<string, number>;
  /** When each mail of the bench arrived (ms). */
  mailTimes: number[];
  /** The subscriber's clients per address, with their form's status as clients knows it. */
  clients: Map<string, { formStatus: string }[]>;
  /** The subscriber's forms per client id, with their status as survey knows it. */
  forms: Map<string, { formStatus: string }[]>;
  /** Invited clients who sign in with the password they set when accepting. */
  signsIn: Set<string>;
  /** The answer set of each client who saved, as survey answers it. */
  answerSets: Map<string, { version: number; answers: Answers }>;
  dashboard: AdminDashboardStats;
}

async function inParallel<T>(items: T[], workers: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await each(items[next++]);
    }),
  );
}

function expectOk<T = any>(what: string, answer: { status: number; body: T }): T {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}`);
  return answer.body;
}

/** Every row of a list endpoint (`limit`/`offset` pages of 1,000). */
async function everyRow<T>(base: string, path: string, token: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = expectOk<T[]>(path, await call(base, 'GET', `${path}${path.includes('?') ? '&' : '?'}limit=1000&offset=${offset}`, { token }));
    rows.push(...page);
    if (page.length < 1000) return rows;
  }
}

const addTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
const emailsOf = (load: FaultsLoad, ...kinds: string[]) => [...new Set(load.attempts.filter((a) => kinds.includes(a.kind)).map((a) => a.email))];

/** `previous`: the last reading, whose clients who signed in are not signed in again (each login hashes the password). */
export async function collectFindings(base: string, adminToken: string, subscriberToken: string, load: FaultsLoad, previous?: Findings): Promise<Findings> {
  const filter = encodeURIComponent(`email.Contains("${load.tag}-")`);
  const users = await everyRow<{ email: string; roles: string[] }>(base, `/api/applicationUser?filter=${filter}`, adminToken);
  const clients = await everyRow<{ formStatus: string; applicationUser: { email: string | null } }>(base, '/api/client', subscriberToken);
  const forms = await everyRow<{ clientId: string; formStatus: string }>(base, '/api/form', subscriberToken);
  const findings: Findings = {
    accounts: new Map(),
    subscribers: new Set(users.filter((u) => u.roles.includes('Subscriber')).map((u) => u.email)),
    subscriptions: new Map(),
    resetMails: new Map(),
    invitationMails: new Map(),
    mailTimes: [],
    clients: new Map(),
    forms: new Map(),
    signsIn: new Set(previous?.signsIn),
    answerSets: new Map(),
    dashboard: expectOk('The admin dashboard', await call(base, 'GET', '/api/stats/adminDashboard', { token: adminToken })),
  };
  for (const user of users) findings.accounts.set(user.email, (findings.accounts.get(user.email) ?? 0) + 1);
  for (const client of clients) addTo(findings.clients, client.applicationUser.email ?? '(erased)', { formStatus: client.formStatus });
  for (const form of forms) addTo(findings.forms, form.clientId, { formStatus: form.formStatus });

  await inParallel(emailsOf(load, 'purchase'), 8, async (email) => {
    const rows = expectOk('The subscription list', await call(base, 'GET', '/api/subscriptionUser', { token: load.accounts.get(email)!.token }));
    findings.subscriptions.set(email, rows.length);
  });

  await inParallel(emailsOf(load, 'reset', 'invite'), 8, async (email) => {
    const mails = expectOk<{ to: string; subject: string; receivedAt: string }[]>(
      'The local mailbox',
      await call(base, 'GET', `/api/dev/mailbox.json?to=${encodeURIComponent(email)}`),
    );
    const mine = mails.filter((m) => m.to === email);
    findings.mailTimes.push(...mine.map((m) => Date.parse(m.receivedAt)));
    findings.resetMails.set(email, mine.filter((m) => m.subject === RESET_MAIL_SUBJECT).length);
    findings.invitationMails.set(email, mine.filter((m) => INVITATION_MAIL_SUBJECT.test(m.subject)).length);
  });

  const accepted = new Set(emailsOf(load, 'accept'));
  await inParallel(
    load.clients.invited.filter((c) => accepted.has(c.email) && !findings.signsIn.has(c.email)),
    4,
    async (client) => {
      const login = await call(base, 'POST', '/api/account/login', { body: { email: client.email, password: BENCH_PASSWORD } });
      if (login.status === 200) findings.signsIn.add(client.email);
    },
  );

  await inParallel(
    load.clients.invited.filter((c) => c.answerSetId),
    8,
    async (client) => {
      const set = expectOk('The answer set', await call(base, 'GET', `/api/answerSet/${client.answerSetId}`, { token: subscriberToken }));
      findings.answerSets.set(client.email, { version: set.concurrencyCheck, answers: set.answers });
    },
  );
  return findings;
}
