/**
 * Deleting a client erases them in every service: a client who was invited (mail and text sent), set
 * a password, answered every page, got a reminder and completed the questionnaire, listing a supporter
 * who then wrote and signed a letter, is deleted by their subscriber through the gateway. Afterwards the client, their form and answer sets answer 404, their account cannot sign in,
 * and no service's database (events and every table, read as text) nor any JetStream stream's messages
 * hold their (or their supporter's) name, email, phone number, an answer or the letter in plain text; every stream's hash
 * chain still verifies: the sealed values stay, the keys that opened them are gone. A compliance
 * reviewer still sees the client's complete timeline, every personal field in it erased, and every chain verified.
 */
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import { isSealed } from '@app/platform';
import { TEST_NATS_URL } from '@app/platform/testing';
import {
  CompliancePaths,
  landingStateOf,
  supporterSlotKeys,
  SUPPORTERS_TEMPLATE_KEY,
  type Client,
  type ClientTimeline,
  type ClientVerification,
  type Form,
  type LocalMail,
} from '@app/contracts';
import {
  acceptInvitation,
  accountErased,
  answerEveryPage,
  complianceReviewer,
  invitationMessages,
  invite,
  landing,
  landingWithForm,
  login,
  personToInvite,
  saveAnswers,
  subscribe,
  uniqueEmail,
  waitUntil,
} from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const person = personToInvite('Wilhelmina', 'Oyelaran-Thistlewood', '555-613-2947');
const answerText = 'Grew up above the Brackenridge ferry landing';
/** Everything about the client that must not stay readable, in the forms it may be stored in. */
const supporter = { firstName: 'Ottoline', lastName: 'Vanderkamp-Iwu', email: uniqueEmail('ottoline') };
const letterText = 'Wilhelmina carried my groceries up four flights every Sunday for six years.';
const personalData = [
  person.firstName,
  person.lastName,
  person.email,
  person.phoneNumber,
  person.phoneNumber.replace(/\D/g, ''),
  answerText,
  ...Object.values(supporter),
  letterText,
];

/**
 * Stand-ins for systems outside ours, which keep what they were sent: the mail server's mailbox and the
 * phone network's outbox (notification's development pages read them).
 */
const outsideTheSystem = new Set(['notification.public.local_mailbox', 'notification.public.local_outbox']);

interface Finding {
  where: string;
  found: string;
}

let subscriber: Session;
let client: Client;
let clientSession: Session;
let form: Form;

const admin = { email: 'erasure-admin@example.com', password: 'Cinder-Harbor-7719' };
const { api, system } = servicesUnderTest('sys_erasure', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' } });

const findingsIn = (where: string, text: string): Finding[] => personalData.filter((value) => text.toLowerCase().includes(value.toLowerCase())).map((found) => ({ where, found }));

/** Every row of every table of every service's database (the events too), as text. */
async function scanDatabases(): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [service, url] of Object.entries(system().databaseUrls)) {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows: tables } = await db.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const { schema, name } of tables) {
        const table = `${service}.${schema}.${name}`;
        if (outsideTheSystem.has(table)) continue;
        const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${schema}"."${name}" AS t`);
        for (const { row } of rows) findings.push(...findingsIn(table, row));
      }
    } finally {
      await db.end();
    }
  }
  return findings;
}

/** Every message of every JetStream stream of this run (subject, headers and data), as text. */
async function scanStreams(): Promise<Finding[]> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const findings: Finding[] = [];
    let messages = 0;
    for await (const stream of jsm.streams.names()) {
      if (!stream.startsWith(system().busPrefix)) continue;
      const { state } = await jsm.streams.info(stream);
      for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
        const message = await jsm.streams.getMessage(stream, { seq });
        if (!message) continue;
        messages++;
        findings.push(...findingsIn(`${stream} #${seq}`, `${message.subject} ${JSON.stringify(message.header)} ${message.string()}`));
      }
    }
    // The client's invitation, their form's events and the messages to them at the least.
    expect(messages).toBeGreaterThan(10);
    return findings;
  } finally {
    await nc.close();
  }
}

/**
 * What `scan` finds once it finds nothing, or still finds when the wait is over: each service's
 * consumers of ClientDeleted (and of identity's PersonalDataErased for the account) run on their own.
 */
async function leftAfterErasure(scan: () => Promise<Finding[]>): Promise<Finding[]> {
  let findings: Finding[] = [];
  await waitUntil(async () => (findings = await scan()).length === 0).catch(() => undefined);
  return findings;
}

describe('a deleted client, erased in every service', () => {
  it('is invited, accepts, answers every page and gets a reminder: their data is in the read models', async () => {
    subscriber = await subscribe(api, 'erasure-attorney');
    client = await invite(api, subscriber, person, undefined, { enableSupporters: true });
    await invitationMessages(api, person);
    clientSession = await acceptInvitation(api, client.shortCodeUrl, person.password);
    const { activeFormId } = await landingWithForm(api, client.shortCodeUrl, clientSession);
    form = await answerEveryPage(api, clientSession, activeFormId!, answerText);
    const reminder = await waitUntil(async () => {
      const sent = await api('POST', `/api/form/${form.id}/reminder`, { token: subscriber.token });
      return sent.status === 404 ? undefined : sent;
    });
    expect(reminder.status).toBe(204);
    await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(person.email)}`)).body.length === 2);

    // One supporter listed; the questionnaire completed; the supporter writes and signs their letter.
    const letters = form.pages!.find((page) => page.template!.key === SUPPORTERS_TEMPLATE_KEY)!;
    const slot = supporterSlotKeys(1);
    const listed = {
      [slot.firstName]: supporter.firstName,
      [slot.lastName]: supporter.lastName,
      [slot.clientRelationship]: 'Neighbour',
      [slot.email]: supporter.email,
      [supporterSlotKeys(2).add]: 'No',
    };
    const loaded = (await api('GET', `/api/answerSet/${letters.answerSetId}`, { token: clientSession.token })).body;
    await saveAnswers(api, clientSession, loaded, listed);
    expect((await api('POST', `/api/form/${form.id}/finalize`, { token: clientSession.token })).status).toBe(200);
    const invitation = await waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(supporter.email)}`)).body[0] as LocalMail | undefined);
    const supporterCode = /\/p\/([A-Za-z0-9]{13})/.exec(invitation.text!)![1];
    const signed = await api('POST', '/api/supporter/submit', {
      body: { shortCode: supporterCode, supportText: letterText, signatureName: `${supporter.firstName} ${supporter.lastName}`, isComplete: true, eSignConsent: true },
    });
    expect(signed.status).toBe(200);

    // The scan sees the plain text kept on purpose until the deletion: the lists that search by name, the latest answers.
    const seen = await scanDatabases();
    expect(seen).toEqual(
      expect.arrayContaining([
        { where: 'identity.public.users', found: person.email },
        { where: 'clients.public.clients', found: person.lastName },
        { where: 'survey.public.forms', found: person.lastName },
        { where: 'survey.public.answer_sets', found: answerText },
        { where: 'clients.public.supporters', found: supporter.lastName },
      ]),
    );
    // Reporting keeps the answers as survey sealed them (a report opens them).
    expect(seen).not.toContainEqual({ where: 'reporting.public.answer_sets', found: answerText });
  });

  it("is deleted by their subscriber: the client, their form and answer sets answer 404, their link is invalid, their account's sessions end and it cannot sign in", async () => {
    const deleted = await api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } });
    expect(deleted.status).toBe(204);

    expect((await api('GET', `/api/client/${client.id}`, { token: subscriber.token })).status).toBe(404);
    expect(landingStateOf(await landing(api, client.shortCodeUrl))).toBe('Invalid');
    // Survey, identity and notification act on clients' ClientDeleted.
    for (const path of [`/api/form/${form.id}`, `/api/answerSet/${form.pages![0].answerSetId}`]) {
      await waitUntil(async () => (await api('GET', path, { token: subscriber.token })).status === 404);
      // Identity erases the client's account on ClientDeleted, which ends its sessions everywhere.
      await waitUntil(async () => (await api('GET', path, { token: clientSession.token })).status === 401, 5_000);
    }
    expect((await api('GET', '/api/form', { token: subscriber.token })).body).toEqual([]);
    await accountErased(api, (await login(api, admin.email, admin.password)).jwtToken!, clientSession.id);
    expect((await api('POST', '/api/account/login', { body: { email: person.email, password: person.password } })).status).toBe(400);
    const reminder = await waitUntil(async () => {
      const answer = await api('POST', `/api/form/${form.id}/reminder`, { token: subscriber.token });
      return answer.status === 204 ? undefined : answer;
    });
    expect(reminder.status).toBe(404);
  });

  it("leaves none of the client's names, contacts or answers in plain text in any service's database", async () => {
    expect(await leftAfterErasure(scanDatabases)).toEqual([]);
  });

  it('leaves none of them in plain text in any JetStream stream', async () => {
    expect(await scanStreams()).toEqual([]);
  });

  it("keeps every event and its sealed values, which no longer open; every stream's hash chain verifies", async () => {
    const people = new Set([client.id, client.applicationUserId]);
    const sealedFieldsOf = (data: Record<string, unknown>) => Object.keys(data).filter((field) => isSealed(data[field]) && people.has(data[field].$sealed.p));
    const sealedForTheClient: Record<string, number> = {};
    for (const [service, running] of Object.entries(system().services)) {
      const events = await running.runtime.db.selectFrom('events').select(['stream_id', 'data']).execute();
      for (const streamId of new Set(events.map((event) => event.stream_id))) {
        expect({ service, streamId, ...(await running.runtime.store.verifyStream(streamId)) }).toEqual({ service, streamId, valid: true });
      }
      const ofClient = events.map((event) => event.data).filter((data) => sealedFieldsOf(data).length > 0);
      sealedForTheClient[service] = ofClient.length;
      const opened = await running.runtime.vault.openEvents(ofClient);
      opened.forEach((data, i) => {
        for (const field of sealedFieldsOf(ofClient[i])) expect({ service, field, value: data[field] }).toEqual({ service, field, value: null });
      });
    }
    // The invitation (clients), the account (identity), the form and its answers (survey), the messages sent (notification).
    for (const service of ['clients', 'identity', 'survey', 'notification']) expect(sealedForTheClient[service]).toBeGreaterThan(0);
  });

  it('shows a compliance reviewer the complete timeline with every personal field erased, and every chain verifying', async () => {
    const reviewer = await complianceReviewer(api, (await login(api, admin.email, admin.password)).jwtToken!, 'erasure-reviewer');
    const found = await api('GET', `${CompliancePaths.clients}?filter=${encodeURIComponent(`id = "${client.id}"`)}`, { token: reviewer.token });
    expect(found.body).toEqual([expect.objectContaining({ id: client.id, firstName: null, lastName: null, deleted: true })]);

    const { events } = (await api('GET', `${CompliancePaths.timeline(client.id)}?limit=1000`, { token: reviewer.token })).body as ClientTimeline;
    const types = new Set(events.map((event) => event.type));
    for (const type of [
      'ClientInvited',
      'UserRegistered',
      'InvitationAccepted',
      'FormCreated',
      'AnswersSaved',
      'FormCompleted',
      'SupporterInvited',
      'SupporterLetterSaved',
      'EmailSent',
      'SmsSent',
      'ClientDeleted',
      'ClientRecordReviewed',
    ]) {
      expect(types).toContain(type);
    }
    const personalFields = events.flatMap((event) => Object.entries(event.personalFields).map(([field, state]) => ({ type: event.type, field, state })));
    expect(personalFields.length).toBeGreaterThan(20);
    expect(personalFields.filter(({ state }) => state === 'opened')).toEqual([]);
    expect(JSON.stringify(events)).not.toContain(person.lastName);

    const verification = (await api('GET', CompliancePaths.verify(client.id), { token: reviewer.token })).body as ClientVerification;
    expect(verification.valid).toBe(true);
    // Every event of the timeline, and the look that asked for the verification.
    expect(verification.reports.reduce((sum, report) => sum + report.totalEvents, 0)).toBe(events.length + 1);
  });
});
