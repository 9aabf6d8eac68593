/**
 * The faults bench's verdict: for each acknowledged write whether it is there once, where its owner and
 * every consumer show it (`verdictOf`), per kind of request and per fault (the writes acknowledged from
 * one kill to the next), how long each kind of request took to be acknowledged again after each kill,
 * each service's events on JetStream and hash chains, and the targets.
 */
import type { ProcessName } from '../local/child-system.js';
import type { InvitedClient } from './faults-clients-load.js';
import type { Findings } from './faults-check.js';
import { kinds, MAX_IN_FLIGHT, writeKinds, type Attempt, type FaultsLoad, type Kind, type WriteKind } from './faults-load.js';
import type { ServiceStore } from './faults-store-check.js';
import { fmt } from './stats.js';

/** Recovery target: every kind of request acknowledged again this soon after a kill. */
export const RECOVERY_TARGET_MS = 10_000;

export interface Fault {
  name: ProcessName;
  atMs: number;
  killedAt?: number;
  runningAgainAt?: number;
  /** A service's: when its HTTP port answered again (booted). */
  answeringAgainAt?: number;
}

interface Verdict {
  found: boolean;
  duplicated: boolean;
}

export const seconds = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const isAcknowledged = (a: Attempt) => a.status === 200;
const maybeApplied = (a: Attempt) => a.status === 200 || a.status === 0 || a.status! >= 500;

function failuresOf(attempts: Attempt[]): string {
  const byStatus = new Map<string, number>();
  for (const a of attempts.filter((a) => !isAcknowledged(a))) {
    const key = a.status === 0 ? 'no answer' : String(a.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  return byStatus.size === 0 ? 'none' : [...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ');
}

/** Plain-text table, columns padded to their widest cell. */
function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows.map((row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`);
}

export class FaultsReport {
  private readonly clientOf: Map<string, InvitedClient>;

  constructor(
    private readonly load: FaultsLoad,
    private readonly f: Findings,
    private readonly faults: Fault[],
  ) {
    this.clientOf = new Map(load.clients.invited.map((c) => [c.email, c]));
  }

  private attemptsOf(kind: Kind): Attempt[] {
    return this.load.attempts.filter((a) => a.kind === kind);
  }

  /** Is the write of `attempt` there, once, in its owner's store and every consumer's view of it? */
  verdictOf(attempt: Attempt): Verdict {
    const { f } = this;
    const email = attempt.email;
    const count = (map: Map<string, number>) => map.get(email) ?? 0;
    const client = this.clientOf.get(email);
    const inClients = f.clients.get(email) ?? [];
    const inSurvey = (client?.id && f.forms.get(client.id)) || [];
    switch (attempt.kind as WriteKind) {
      case 'register':
        return { found: count(f.accounts) > 0, duplicated: count(f.accounts) > 1 };
      case 'reset':
        return { found: count(f.resetMails) > 0, duplicated: count(f.resetMails) > 1 };
      case 'purchase':
        return { found: count(f.subscriptions) > 0 && f.subscribers.has(email), duplicated: count(f.subscriptions) > 1 };
      case 'invite': {
        const parts = [inClients.length, inSurvey.length, count(f.accounts), count(f.invitationMails)];
        return { found: parts.every((n) => n > 0), duplicated: parts.some((n) => n > 1) };
      }
      case 'accept':
        return { found: f.signsIn.has(email), duplicated: false };
      case 'save': {
        const set = f.answerSets.get(email);
        const sent = set && client!.answersByVersion.get(set.version);
        const answersAsSent = !!sent && Object.entries(sent).every(([key, value]) => set.answers[key] === value);
        const started = (list: { formStatus: string }[]) => list.length > 0 && list.every((x) => x.formStatus !== 'Created');
        const mayHaveApplied = this.attemptsOf('save').filter((a) => a.email === email && maybeApplied(a)).length;
        return {
          found: !!set && set.version >= attempt.version! && answersAsSent && started(inClients) && started(inSurvey),
          duplicated: !!set && set.version > mayHaveApplied,
        };
      }
      case 'finalize': {
        const completed = (list: { formStatus: string }[]) => list.length > 0 && list.every((x) => x.formStatus === 'Completed');
        return { found: completed(inSurvey) && completed(inClients), duplicated: false };
      }
    }
  }

  private acknowledged(kind?: WriteKind, from = 0, to = Infinity): Attempt[] {
    return this.load.attempts.filter((a) => writeKinds.includes(a.kind as WriteKind) && (!kind || a.kind === kind) && isAcknowledged(a) && a.startedAt >= from && a.startedAt < to);
  }

  private tally(attempts: Attempt[]): { found: number; duplicated: number } {
    const verdicts = attempts.map((a) => this.verdictOf(a));
    return { found: verdicts.filter((v) => v.found).length, duplicated: verdicts.filter((v) => v.duplicated).length };
  }

  /** One line per kind of write: sent, acknowledged, found, lost, duplicated, found without an acknowledgement, and what the others got. */
  private kindLines(): string[] {
    const { f } = this;
    const lines = writeKinds.map((kind) => {
      const all = this.attemptsOf(kind);
      const acknowledged = all.filter(isAcknowledged);
      const { found, duplicated } = this.tally(acknowledged);
      const acknowledgedFor = new Set(acknowledged.map((a) => a.email));
      const unacknowledgedFound = new Set(all.filter((a) => !acknowledgedFor.has(a.email) && this.verdictOf(a).found).map((a) => a.email)).size;
      return (
        `${kind}: ${all.length} sent, ${acknowledged.length} acknowledged, ${found} found (${acknowledged.length - found} acknowledged and lost), ${duplicated} duplicated, ` +
        `${unacknowledgedFound} found without an acknowledgement; not acknowledged: ${failuresOf(all)}`
      );
    });
    const invited = this.acknowledged('invite');
    const countWith = (has: (a: Attempt) => boolean) => invited.filter(has).length;
    lines.push(
      `  each acknowledged invite: ${countWith((a) => (f.clients.get(a.email)?.length ?? 0) > 0)} in clients' GET /api/client, ` +
        `${countWith((a) => (f.forms.get(this.clientOf.get(a.email)!.id!)?.length ?? 0) > 0)} with a form in survey's GET /api/form, ` +
        `${countWith((a) => (f.accounts.get(a.email) ?? 0) > 0)} with an account in identity, ${countWith((a) => (f.invitationMails.get(a.email) ?? 0) > 0)} with the invitation mail`,
    );
    const dashboards = this.attemptsOf('dashboard');
    lines.push(`dashboard (reads): ${dashboards.length} sent, ${dashboards.filter(isAcknowledged).length} answered; not answered: ${failuresOf(dashboards)}`);
    return lines;
  }

  /** Reporting's counters (projected from the others' events) against what the owners show: each event counted once. */
  private reportingFigures(): { name: string; shown: number; owners: number }[] {
    const { f } = this;
    const forms = [...f.forms.values()].flat();
    const subscriptions = [...f.subscriptions.values()].reduce((a, b) => a + b, 0) + 1; // and the inviting subscriber's
    return [
      { name: 'totalClients', shown: f.dashboard.totalClients, owners: [...f.clients.values()].flat().length },
      { name: 'totalSentSurveys', shown: f.dashboard.totalSentSurveys, owners: forms.length },
      { name: 'totalCompletedSurveys', shown: f.dashboard.totalCompletedSurveys, owners: forms.filter((x) => x.formStatus === 'Completed').length },
      { name: 'totalSubscriptions', shown: f.dashboard.totalSubscriptions, owners: subscriptions },
    ];
  }

  private reportingLine(): string {
    const figures = this.reportingFigures().map(({ name, shown, owners }) =>
      shown === owners ? `${name} ${shown}` : `${name} ${shown} (owners show ${owners}: ${shown < owners ? 'MISSING' : 'COUNTED TWICE'})`,
    );
    return `Reporting's admin dashboard (clients', survey's and billing's events projected): ${figures.join(', ')}`;
  }

  /** Every acknowledged write is there and reporting has counted every event: nothing more to wait for. */
  complete(): boolean {
    const acknowledged = this.acknowledged();
    return this.tally(acknowledged).found === acknowledged.length && this.reportingFigures().every((x) => x.shown === x.owners);
  }

  private recoveryOf(fault: Fault): { kind: Kind; ms?: number }[] {
    return kinds.map((kind) => {
      const at = this.load.firstAcknowledgedAfter(kind, fault.killedAt!);
      return { kind, ms: at === undefined ? undefined : at - fault.killedAt! };
    });
  }

  private slowest(fault: Fault): { kind: Kind; ms?: number } {
    const back = this.recoveryOf(fault);
    return back.find((b) => b.ms === undefined) ?? back.reduce((a, b) => (b.ms! > a.ms! ? b : a));
  }

  private faultLines(): string[] {
    return this.faults.map((fault) => {
      if (fault.killedAt === undefined) return `Fault ${fault.name}: not injected (it was not running at ${seconds(fault.atMs)})`;
      const back = this.recoveryOf(fault).map(({ kind, ms }) => `${kind} ${ms === undefined ? 'never' : seconds(ms)}`);
      const mail = this.f.mailTimes.filter((t) => t >= fault.killedAt!);
      const running =
        fault.runningAgainAt === undefined
          ? 'not running again'
          : `running again after ${seconds(fault.runningAgainAt - fault.killedAt)}` +
            (fault.answeringAgainAt === undefined ? '' : `, answering HTTP after ${seconds(fault.answeringAgainAt - fault.killedAt)}`);
      const mailAgain = mail.length === 0 ? 'no mail since' : `a mail again after ${seconds(Math.min(...mail) - fault.killedAt)}`;
      return `Fault ${fault.name} killed at ${seconds(fault.atMs)}: ${running}; acknowledged again after: ${back.join(', ')}; ${mailAgain}`;
    });
  }

  /** The issue's table: per fault, the writes acknowledged from its kill to the next, found, duplicated, and recovery. */
  private faultTable(): string[] {
    const injected = this.faults.filter((fault) => fault.killedAt !== undefined);
    const rows = [['fault', 'writes acknowledged', 'found', 'duplicates', 'recovery (s)', 'restarted (s)']];
    const row = (name: string, from: number, to: number, recovery = '', booted = '') => {
      const acknowledged = this.acknowledged(undefined, from, to);
      const { found, duplicated } = this.tally(acknowledged);
      rows.push([name, String(acknowledged.length), String(found), String(duplicated), recovery, booted]);
    };
    const sinceKill = (fault: Fault, at?: number) => (at === undefined ? '' : fmt((at - fault.killedAt!) / 1000, 1));
    row('none (before the first kill)', 0, injected[0]?.killedAt ?? Infinity);
    injected.forEach((fault, i) => {
      const slowest = this.slowest(fault);
      const recovery = slowest.ms === undefined ? `never (${slowest.kind})` : `${fmt(slowest.ms / 1000, 1)} (${slowest.kind})`;
      row(fault.name, fault.killedAt!, injected[i + 1]?.killedAt ?? Infinity, recovery, sinceKill(fault, fault.answeringAgainAt ?? fault.runningAgainAt));
    });
    row('all', 0, Infinity);
    return table(rows);
  }

  private storeLines(stores: ServiceStore[]): string[] {
    return stores.map(
      (s) =>
        `${s.service}: ${s.events} events in ${s.streams} streams, ${s.brokenStreams.length ? `CHAINS BROKEN: ${s.brokenStreams.join(', ')}` : 'every chain verifies'}; ` +
        `JetStream ${s.messages} messages, ${s.duplicateMessages} duplicated Nats-Msg-Id, ${s.unpublished} events not published, ${s.unknownMessages} messages of no event, ${s.duplicateEvents} events stored twice`,
    );
  }

  /** The report, with each service's store against JetStream (`stores`) and npm start's `output` (searched for bench users' addresses). */
  lines(stores: ServiceStore[], output: string): string[] {
    const acknowledged = this.acknowledged();
    const { found, duplicated } = this.tally(acknowledged);
    const reporting = this.reportingFigures();
    const storesOnce = stores.every((s) => s.duplicateMessages + s.unpublished + s.unknownMessages + s.duplicateEvents === 0);
    const chainsVerify = stores.every((s) => s.brokenStreams.length === 0);
    const slowest = this.faults.filter((fault) => fault.killedAt !== undefined).map((fault) => this.slowest(fault).ms);
    const recovered = slowest.every((ms) => ms !== undefined && ms < RECOVERY_TARGET_MS);
    const benchAddress = new RegExp(`${this.load.tag}-[uc]\\d+@`);
    const leaking = output.split('\n').filter((line) => benchAddress.test(line)).length;
    const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
    return [
      ...this.kindLines(),
      this.reportingLine(),
      ...this.faultLines(),
      ...this.faultTable(),
      ...this.storeLines(stores),
      `npm start output: ${leaking} lines with a bench user's email address; ${this.load.notSent} requests not sent (${MAX_IN_FLIGHT} waiting already)`,
      `Target: nothing acknowledged lost ${verdict(found === acknowledged.length && reporting.every((x) => x.shown >= x.owners))}; ` +
        `nothing applied twice ${verdict(duplicated === 0 && reporting.every((x) => x.shown <= x.owners))}; ` +
        `every event on JetStream once ${verdict(storesOnce)}; every hash chain verifies ${verdict(chainsVerify)}; ` +
        `every kind of request acknowledged again within ${seconds(RECOVERY_TARGET_MS)} of each kill ${verdict(recovered)}`,
    ];
  }
}
