/**
 * What the system holds after the faults bench's load, read through the gateway as its users would:
 * the accounts (the admin user list), each buyer's subscriptions (billing) and Subscriber role (identity,
 * through billing's event), and the reset mails in the local mailbox.
 */
import { call, type FaultsLoad } from './faults-load.js';

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
}

async function inParallel<T>(items: T[], workers: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (next < items.length) await each(items[next++]!);
  }));
}

function expectOk(what: string, answer: { status: number }): void {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}`);
}

export async function collectFindings(base: string, adminToken: string, load: FaultsLoad): Promise<Findings> {
  const findings: Findings = { accounts: new Map(), subscribers: new Set(), subscriptions: new Map(), resetMails: new Map() };

  const filter = encodeURIComponent(`email.Contains("${load.tag}-")`);
  for (let offset = 0; ; offset += 1000) {
    const page = await call(base, 'GET', `/api/applicationUser?filter=${filter}&limit=1000&offset=${offset}`, { token: adminToken });
    expectOk('The user list', page);
    for (const user of page.body as { email: string; roles: string[] }[]) {
      findings.accounts.set(user.email, (findings.accounts.get(user.email) ?? 0) + 1);
      if (user.roles.includes('Subscriber')) findings.subscribers.add(user.email);
    }
    if (page.body.length < 1000) break;
  }

  const buyers = [...new Set(load.attempts.filter((a) => a.kind === 'purchase').map((a) => a.email))];
  await inParallel(buyers, 8, async (email) => {
    const rows = await call(base, 'GET', '/api/subscriptionUser', { token: load.accounts.get(email)!.token });
    expectOk('The subscription list', rows);
    findings.subscriptions.set(email, (rows.body as unknown[]).length);
  });

  const resetFor = [...new Set(load.attempts.filter((a) => a.kind === 'reset').map((a) => a.email))];
  await inParallel(resetFor, 8, async (email) => {
    const mails = await call(base, 'GET', `/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expectOk('The local mailbox', mails);
    const resets = (mails.body as { to: string; subject: string }[]).filter((m) => m.to === email && m.subject === RESET_MAIL_SUBJECT);
    findings.resetMails.set(email, resets.length);
  });
  return findings;
}
