/**
 * `npm run rebuild -- <service>`: drops one service's read models and makes them again from its
 * events (its inline projections over its own store, its handlers over the other services' streams,
 * with its `inbox`), while the service is stopped. Reads the environment `npm start` gives the
 * service: DATABASE_URL (the server's, to which `<DATABASE_PREFIX>_<service>` is added), NATS_URL,
 * BUS_PREFIX, `<SERVICE>_MASTER_KEY` or the key `npm start` keeps in `LOCAL_STATE_DIR/secrets.json`;
 * starts the embedded Postgres and nats-server as `npm start` does when none answers.
 *
 * What each service's rebuild leaves alone, and why, is its plan below (`rebuildPlans`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { vaultSubjectOf, type ServiceName } from '@app/contracts';
import { billingService } from '@app/billing';
import { clientsService } from '@app/clients';
import { identityService } from '@app/identity';
import { notificationService } from '@app/notification';
import {
  connectBus,
  createDatabase,
  isBusUnavailable,
  PersonalDataVault,
  platformTablesOf,
  rebuildReadModels,
  VaultResponder,
  type RebuildPlan,
  type RebuildProgress,
  type RebuildReport,
} from '@app/platform';
import { reportingService } from '@app/reporting';
import { surveyService } from '@app/survey';
import { ensureInfrastructure } from './infrastructure.js';
import { runAsScript } from './run-as-script.js';
import { Supervisor } from './supervisor.js';

const KEPT_COUNTERS = 'attempt-limit counters (rate-limiter-flexible), counted by requests, not by events';

/** A handler that queues a send-message job: its message went out once; it is recorded as an event the messages projection replays. */
const QUEUES_A_MESSAGE =
  'queues a send-message job: the message was sent (or failed) once and recorded as an event the messages projection replays; queueing it again would send it again';

/**
 * Per service: the tables no event derives (kept), the handlers whose effects are events, jobs or
 * sealed values rather than read-model writes (not run again: their first run's events are in the
 * store and its projections replay them), and what a projection reads for an erased personal field
 * where a NOT NULL column needs a value. Every other table of the service's public schema is a read
 * model; every other handler runs again, and the rebuild fails (changing nothing) if one of them
 * tries to append, queue or seal.
 */
export const rebuildPlans: Record<ServiceName, RebuildPlan> = {
  identity: {
    keep: {
      signing_keys: "identity's token signing keys (sealed with its master key), made at its first start: no event holds them",
      password_reset_requests: 'reset requests, recorded by the request itself before it is answered (ResetRequestQueue), not by an event',
      rate_limits: KEPT_COUNTERS,
      client_invitations:
        "the invitation codes' hashes, written by identity-client-accounts in the transaction of the commands it runs; that handler does not run again (below), so the table stays as its runs left it",
    },
    skipHandlers: {
      'identity-billing-roles':
        "its effects are commands only (GrantRoles, RevokeRoles, NameAccount, an enterprise member's RegisterUser and LinkEnterpriseMembership): their events are in identity's store and the users projection replays them",
      'identity-client-accounts':
        "registers the client's account, moves its login names on ClientContactChanged and erases it on ClientDeleted by commands (events in identity's store, replayed by the users projection; the key erased once) and writes client_invitations (kept)",
    },
  },
  billing: {
    keep: {
      stripe_events: "the Stripe webhook events applied (each recorded with its effect by the webhook endpoint, so it applies once): Stripe's, not billing's events",
      purchase_attempts: 'the purchase a user has under way, claimed before Stripe is called and removed with its outcome: request state',
      account_contacts:
        "the owners' names and addresses the admin's subscription list shows (issue 36), copied from identity's sealed account events by billing-account-contacts (not run again: identity opens those fields, and a rebuild may stop identity with billing); erased with the person by billing-personal-data-erasure",
      rate_limits: KEPT_COUNTERS,
    },
    skipHandlers: {
      'billing-enterprise-membership-linked':
        "runs LinkMember on the subscription: the EnterpriseMemberLinked it appended is in billing's store and the subscriptions projection replays it",
      'billing-account-contacts': "writes only account_contacts (kept): identity's sealed account fields, opened by identity",
      'billing-closed-accounts':
        "queues the job that cancels a closed account's card subscriptions at Stripe (issue 36): the SubscriptionCanceled it led to is in billing's store and the subscriptions projection replays it; queueing it again would call Stripe again",
    },
  },
  clients: {
    keep: { rate_limits: KEPT_COUNTERS },
    skipHandlers: {
      'clients-closed-accounts':
        "deletes each client of a closed account by commands (issue 36): the ClientDeleted it appended are in clients' store and the clients projection replays them; the clients' keys are erased once",
      'clients-supporters-listed':
        "invites each listed supporter by a command with a fresh short code: the SupporterInvited it appended is in clients' store and the supporters projection replays it; running it again would invite them again",
    },
    erasedFields: {
      SupporterInvited: {
        values: { firstName: '', lastName: '', clientRelationship: '' },
        reason:
          "supporters' names and relationship are NOT NULL; their key (the client's) is erased only by the client's deletion, whose ClientDeleted, later in the log, deletes the client's supporters",
      },
    },
    notDerivedColumns: {
      client_events: { columns: ['id'], reason: 'a timeline entry gets a random id when it is written (recordClientEvent); its other columns come from the events' },
    },
  },
  survey: {
    keep: {
      answer_file_chunks:
        "the uploaded files' content (sealed), stored by the upload itself: FileUploaded names a file, it does not hold its bytes (FormDeleted's projection deletes a deleted form's chunks again and finds none left)",
    },
    skipHandlers: {
      'survey-create-form': "creates the client's form by a command: the FormCreated it appended is in survey's store and the forms projection replays it",
      'survey-form-language':
        "records the client's language on their form by a command: the FormLanguageChanged it appended is in survey's store and the forms projection replays it",
      'survey-personal-data-erasure':
        "deletes the client's form by a command (its FormDeleted is in survey's store, replayed by the forms projection) and erases survey's key of the client (once: it stays erased)",
    },
    erasedFields: {
      FileUploaded: {
        values: { name: '' },
        reason:
          "answer_files.name is NOT NULL; the file name's key (the client's) is erased only with the client's deletion, whose FormDeleted, later in the log, deletes the form's files",
      },
    },
  },
  reporting: {
    keep: {
      adjusted_sections: "the narrative's sections the adjust job wrote (OpenAI or the offline rules): the job's output, not an event, and not to be asked for again",
    },
    erasedFields: {
      ClientInvited: {
        values: { firstName: '', lastName: '' },
        reason:
          "reporting-client-names takes the names as text; clients erases their key only with the client's deletion, whose ClientDeleted (reporting-personal-data-erasure, later) sets them to null",
      },
      SupporterInvited: {
        values: { firstName: '', lastName: '', clientRelationship: '' },
        reason:
          "reporting-supporter-letters takes these as text; their key (the client's) is erased only with the client's deletion, whose ClientDeleted (later) deletes the client's supporters",
      },
      SupporterLetterSaved: {
        values: { supportText: '' },
        reason:
          "reporting-supporter-letters takes the letter as text; its key (the client's) is erased only with the client's deletion, whose ClientDeleted (later) deletes the client's supporters",
      },
    },
  },
  notification: {
    keep: {
      local_mailbox: 'what the local SMTP server received: a stand-in of a mail server outside the system',
      local_outbox: 'what the local SMS stand-in received: a stand-in of the phone network',
      attorney_clients:
        "each invited client's names and whether they started, for their attorney's notices (issue 36): not_started_notice_sent is moved by the attorney-notices job, not by an event. notification-attorney-clients (insert if missing) and notification-attorney-client-starts (started) run again and change nothing",
      subscription_endings:
        "canceled subscriptions' ends, for the mail 7 days before (issue 36): notice_sent is moved by the attorney-notices job; written by notification-billing-notices (not run again)",
      client_reminders:
        "each invited client's reminder schedule: the recipient sealed when it was written (new ciphertext at each seal), reminders_sent and next_reminder_at moved by the reminder job; written by notification-client-reminder-schedule (not run again). The replayed notification-client-reminder-forms, notification-client-reminder-completions and notification-client-erasure set what they set live (a completed form's next_reminder_at to null, a deleted client's row removed): no change",
    },
    skipHandlers: {
      'notification-password-reset-email': QUEUES_A_MESSAGE,
      'notification-password-reset-sms': QUEUES_A_MESSAGE,
      'notification-enterprise-welcome-email': QUEUES_A_MESSAGE,
      'notification-verification-code-sms': QUEUES_A_MESSAGE,
      'notification-client-invitation-email': QUEUES_A_MESSAGE,
      'notification-client-invitation-sms': QUEUES_A_MESSAGE,
      'notification-supporter-invitation-email': QUEUES_A_MESSAGE,
      'notification-supporter-invitation-sms': QUEUES_A_MESSAGE,
      'notification-supporter-link-renewed-email': QUEUES_A_MESSAGE,
      'notification-supporter-link-renewed-sms': QUEUES_A_MESSAGE,
      'notification-attorney-form-completed': QUEUES_A_MESSAGE,
      'notification-attorney-letter-signed': QUEUES_A_MESSAGE,
      'notification-attorney-report-ready': QUEUES_A_MESSAGE,
      'notification-billing-notices': 'keeps subscription_endings (kept) and ' + QUEUES_A_MESSAGE,
      'notification-client-reminder-schedule':
        "writes only client_reminders (kept), the recipient sealed anew, and for a renewed link (ClientLinkRenewed) also queues the invitation's messages again: " +
        QUEUES_A_MESSAGE,
    },
  },
};

/** Rebuilds one service's read models with its plan (see `rebuildReadModels`), the service as `npm start` runs it (its main.ts). */
export function rebuildService(service: ServiceName, env: NodeJS.ProcessEnv, onProgress?: (progress: RebuildProgress) => void): Promise<RebuildReport> {
  const options = { plan: rebuildPlans[service], onProgress };
  switch (service) {
    case 'identity':
      return rebuildReadModels(identityService(), env, options);
    case 'billing':
      return rebuildReadModels(billingService(), env, options);
    case 'clients':
      return rebuildReadModels(clientsService(), env, options);
    case 'survey':
      return rebuildReadModels(surveyService(), env, options);
    case 'reporting':
      return rebuildReadModels(reportingService(), env, options);
    case 'notification':
      return rebuildReadModels(notificationService(), env, options);
  }
}

const services = Object.keys(rebuildPlans) as ServiceName[];
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The database `npm start` gives the service on the server at `base` (`<DATABASE_PREFIX>_<service>`). */
export function databaseUrlFor(base: string, service: string): string {
  const url = new URL(base);
  url.pathname = `/${process.env.DATABASE_PREFIX ?? 'mitigation'}_${service}`;
  return url.toString();
}

/** The master key `npm start` gives the service: `<SERVICE>_MASTER_KEY`, else the one it keeps in the state folder. */
export function masterKeyOf(stateDir: string, service: ServiceName): string | undefined {
  const fromEnv = process.env[`${service.toUpperCase()}_MASTER_KEY`];
  if (fromEnv) return fromEnv;
  const file = join(stateDir, 'secrets.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[service] : undefined;
}

/**
 * The rebuild opens the personal fields of other services' events through their owners, as the
 * consumers do. For an owner that is not running, this command answers those requests itself with
 * the owner's own database and key (what `npm start` gives it): nothing else of the owner runs.
 * A deployment's rebuild (no state folder) needs the owners running.
 */
async function standInVaults(target: ServiceName, env: NodeJS.ProcessEnv, postgresUrl: string, stateDir: string, say: (line: string) => void) {
  const nc = await connectBus(env.NATS_URL!, `${target}-rebuild-vaults`);
  const server = createDatabase(postgresUrl, 1);
  const opened: { close(): Promise<void> }[] = [];
  try {
    for (const owner of services.filter((service) => service !== target)) {
      const answers = await nc.request(vaultSubjectOf(env.BUS_PREFIX!, owner), JSON.stringify({ values: [] }), { timeout: 2_000 }).then(
        () => true,
        (error: unknown) => {
          if (isBusUnavailable(error)) return false;
          throw error;
        },
      );
      const key = masterKeyOf(stateDir, owner);
      const url = databaseUrlFor(postgresUrl, owner);
      if (answers || !key) continue;
      const { rows } = await sql`SELECT 1 FROM pg_database WHERE datname = ${new URL(url).pathname.slice(1)}`.execute(server);
      if (rows.length === 0) continue;
      const db = createDatabase(url, 2);
      const responder = new VaultResponder(nc, new PersonalDataVault(platformTablesOf(db), owner, Buffer.from(key, 'base64'), {}), env.BUS_PREFIX!, owner);
      responder.start();
      say(`${owner} is not running: the personal fields of its events are opened here (with its own key) should the rebuild need them.`);
      opened.push({ close: async () => (responder.stop(), await db.destroy()) });
    }
  } finally {
    await server.destroy();
  }
  return {
    async close() {
      for (const vault of opened) await vault.close();
      await nc.close();
    },
  };
}

function printReport(report: RebuildReport, say: (line: string) => void): void {
  say(`\n${report.service}: read models made again: ${report.readModels.join(', ') || '(none)'} (and the inbox of the handlers replayed)`);
  for (const { table, reason } of report.kept) say(`  kept ${table}: ${reason}`);
  for (const handler of report.handlers) {
    if (handler.status === 'skipped') say(`  handler ${handler.name} (${handler.source}) not run again: ${handler.reason}`);
    else {
      const notes = [handler.deadLettered && `${handler.deadLettered} dead-lettered left so`, handler.notHandledLive && `${handler.notHandledLive} not handled live yet`]
        .filter(Boolean)
        .join(', ');
      say(`  handler ${handler.name} (${handler.source}): ${fmt(handler.handled)} events replayed${notes ? ` (${notes})` : ''}`);
    }
  }
  say(
    `${report.service}: ${fmt(report.ownEvents)} own events and ${fmt(report.handlerEvents)} events of other services replayed in ${report.replaySeconds.toFixed(2)} s ` +
      `= ${fmt(report.eventsPerSecond)} events/s (reading the streams and opening their fields first: ${report.prepareSeconds.toFixed(2)} s)`,
  );
}

async function main(): Promise<void> {
  const service = process.argv[2] as ServiceName | undefined;
  if (!service || !services.includes(service)) {
    console.error(`Usage: npm run rebuild -- <service>   (one of ${services.join(', ')}), with the service stopped.`);
    process.exit(2);
  }
  const say = (line: string) => console.log(line);
  const stateDir = resolve(process.env.LOCAL_STATE_DIR ?? join(repo, '.local'));
  const supervisor = new Supervisor(say, (reason) => console.error(reason));
  let vaults: { close(): Promise<void> } | undefined;
  try {
    const infrastructure = await ensureInfrastructure(stateDir, process.env, Number(process.env.PORT_OFFSET ?? 0), supervisor, say);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NATS_URL: infrastructure.natsUrl,
      BUS_PREFIX: process.env.BUS_PREFIX ?? 'app',
      DATABASE_URL: databaseUrlFor(infrastructure.postgresUrl, service),
      PERSONAL_DATA_MASTER_KEY: masterKeyOf(stateDir, service),
    };
    vaults = await standInVaults(service, env, infrastructure.postgresUrl, stateDir, say);
    say(`Rebuilding the ${service} service's read models in ${new URL(env.DATABASE_URL!).pathname.slice(1)} (the service must be stopped) ...`);
    let shown = 0;
    let done = -1;
    const report = await rebuildService(service, env, (progress) => {
      const replayed = progress.ownEvents + progress.handlerEvents;
      const finished = replayed >= progress.ownEventsTotal + progress.handlerEventsTotal;
      if (replayed === done || (Date.now() - shown < 1_000 && !finished)) return;
      shown = Date.now();
      done = replayed;
      const rate = replayed / Math.max(progress.seconds, 1e-3);
      say(
        `  ${fmt(progress.ownEvents)}/${fmt(progress.ownEventsTotal)} own events, ${fmt(progress.handlerEvents)}/${fmt(progress.handlerEventsTotal)} of other services, ${fmt(rate)} events/s`,
      );
    });
    printReport(report, say);
  } finally {
    await vaults?.close();
    await supervisor.stop();
  }
}

runAsScript(import.meta.url, 'the service', main);
