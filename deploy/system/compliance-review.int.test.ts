/**
 * The compliance reviewer's area through the gateway: a site admin makes an account a reviewer; only
 * that reviewer reaches the area (subscriber, client and site admin are refused); the client's merged
 * timeline holds every service's events with their actors; a replay at three instants equals what the
 * API answered at those instants, with the changes between two; each service's signed verification
 * checks against the key set the gateway publishes, and a tampered event row is reported with its
 * stream and version; the exports carry the timeline and the reports; every look is in the history.
 */
import pg from 'pg';
import {
  CompliancePaths,
  ComplianceKeysPath,
  Roles,
  type AnswerSet,
  type Client,
  type ClientReplay,
  type ClientTimeline,
  type ClientVerification,
  type Form,
  type SigningKeySet,
} from '@app/contracts';
import { isSignedBy } from '@app/platform';
import {
  acceptAndOpenForm,
  answersTo,
  complianceReviewer,
  downloadToken,
  formOf,
  invitationMessages,
  invite,
  personToInvite,
  saveAnswers,
  signIn,
  subscribe,
  waitUntil,
} from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'compliance-admin@example.com', password: 'Lantern-Quay-5521' };
const { api, system } = servicesUnderTest('sys_compliance', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' } });
const person = personToInvite('Marisol', 'Quenneville-Abara', '555-281-4470');

let adminSession: Session;
let subscriber: Session;
let reviewer: Session;
let clientSession: Session;
let client: Client;
/** What the API answered after each of three saves of the first page, and when. */
const seen: { at: string; answerSet: AnswerSet; client: Client; form: Form }[] = [];

const asReviewer = (path: string) => api('GET', path, { token: reviewer.token });
/** The whole timeline (one page of up to 1,000 events). */
const timeline = async (): Promise<ClientTimeline> => {
  const answer = await asReviewer(`${CompliancePaths.timeline(client.id)}?limit=1000`);
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  adminSession = await signIn(api, admin.email, admin.password);
  subscriber = await subscribe(api, 'compliance-attorney');
  reviewer = await complianceReviewer(api, adminSession.token, 'reviewer');
  client = await invite(api, subscriber, person);
  await invitationMessages(api, person);
  const { session, form } = await acceptAndOpenForm(api, client, person.password);
  clientSession = session;
  const page = form.pages![0];
  let answerSet = page.answerSet!;
  for (const text of ['Raised by my grandmother', 'Raised by my grandmother in Tulsa', 'Raised by my aunt in Tulsa']) {
    answerSet = await saveAnswers(api, clientSession, answerSet, answersTo(page.template!, text));
    const shown = await api('GET', `/api/answerSet/${answerSet.id}`, { token: clientSession.token });
    const clientShown = await api('GET', `/api/client/${client.id}`, { token: subscriber.token });
    const formShown = await formOf(api, clientSession, form.id);
    const at = new Date().toISOString();
    seen.push({ at, answerSet: shown.body, client: clientShown.body, form: formShown });
    // The next save lies strictly after the instant (times are to the millisecond).
    await waitUntil(() => Date.now() > Date.parse(at));
  }
  // Survey's saves reach clients' read model and notification's (the timeline asks every service anyway).
  await waitUntil(async () => (await timeline()).events.filter((event) => event.type === 'AnswersSaved').length === 3);
});

describe('who reaches the compliance area', () => {
  const paths = () => [
    CompliancePaths.clients,
    CompliancePaths.timeline(client.id),
    `${CompliancePaths.replay(client.id)}?at=${encodeURIComponent(new Date().toISOString())}`,
    CompliancePaths.verify(client.id),
  ];

  it('refuses anyone but a compliance reviewer, and lets a reviewer read everything', async () => {
    for (const path of paths()) {
      expect({ path, status: (await api('GET', path)).status }).toEqual({ path, status: 401 });
      for (const who of [subscriber, clientSession, adminSession]) expect({ path, status: (await api('GET', path, { token: who.token })).status }).toEqual({ path, status: 403 });
      expect({ path, status: (await asReviewer(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('offers a reviewer nothing that writes: the client cannot be deleted or invited by them', async () => {
    expect((await api('POST', '/api/client/deleteClient', { token: reviewer.token, body: { clientId: client.id } })).status).toBe(403);
    expect((await api('PUT', `/api/answerSet/${seen[0].answerSet.id}`, { token: reviewer.token, body: { answers: {}, concurrencyCheck: 3 } })).status).toBe(403);
  });

  it('finds the client by name and by subscriber', async () => {
    const byName = await asReviewer(`${CompliancePaths.clients}?filter=${encodeURIComponent(`lastName.Contains("Quenneville")`)}`);
    expect(byName.body.map((found: { id: string }) => found.id)).toEqual([client.id]);
    const bySubscriber = await asReviewer(`${CompliancePaths.clients}?filter=${encodeURIComponent(`subscriberId = "${subscriber.id}"`)}`);
    expect(bySubscriber.body).toEqual([expect.objectContaining({ id: client.id, firstName: person.firstName, deleted: false })]);
  });
});

describe("the client's timeline", () => {
  it("merges every service's events about the client, oldest first, each with its actor", async () => {
    const { events } = await timeline();
    const services = new Set(events.map((event) => event.service));
    for (const service of ['clients', 'identity', 'survey', 'notification']) expect(services).toContain(service);
    const times = events.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const invited = events.find((event) => event.type === 'ClientInvited')!;
    expect(invited.actor).toEqual(expect.objectContaining({ userId: subscriber.id, role: Roles.Subscriber }));
    expect(invited.data).toEqual(expect.objectContaining({ firstName: person.firstName, email: person.email }));
    expect(invited.personalFields).toEqual(expect.objectContaining({ firstName: 'opened', email: 'opened' }));
    const saved = events.find((event) => event.type === 'AnswersSaved')!;
    expect(saved.actor).toEqual(expect.objectContaining({ userId: clientSession.id, role: Roles.Client }));
    // The invitation's mail was caused by the invite: the correlation id links them.
    const mailed = events.find((event) => event.type === 'EmailSent')!;
    expect(mailed.correlationId).toBe(invited.correlationId);
    expect(mailed.causationId).not.toBeNull();
    // Secrets are never shown, even to a reviewer.
    const accepted = events.find((event) => event.type === 'InvitationAccepted')!;
    expect(accepted.personalFields.passwordHash).toBe('withheld');
    expect(accepted.data.passwordHash).toBeNull();
  });

  it('answers it a page at a time, with the total', async () => {
    const whole = await timeline();
    const page = (await asReviewer(`${CompliancePaths.timeline(client.id)}?offset=3&limit=4`)).body as ClientTimeline;
    // Each call records its own look, so the total grows by one between the two.
    expect(page.total).toBe(whole.total + 1);
    expect(page.offset).toBe(3);
    expect(page.events.map((event) => event.eventId)).toEqual(whole.events.slice(3, 7).map((event) => event.eventId));
    expect((await asReviewer(`${CompliancePaths.timeline(client.id)}?limit=5000`)).status).toBe(400);
  });
});

describe('replay', () => {
  it('shows the record and answers at each of three instants as the API showed them then, and what changed between two', async () => {
    for (const { at, answerSet, client: shown, form } of seen) {
      const answer = await asReviewer(`${CompliancePaths.replay(client.id)}?at=${encodeURIComponent(at)}`);
      expect(answer.status).toBe(200);
      const { state } = answer.body as ClientReplay;
      expect(state.answerSets[answerSet.id]).toEqual({ pageId: answerSet.pageId, formId: answerSet.formId, version: answerSet.concurrencyCheck, answers: answerSet.answers });
      const { firstName, lastName, email, phoneNumber } = shown.applicationUser;
      expect(state.record).toEqual(
        expect.objectContaining({ firstName, lastName, email, phoneNumber, reminderDays: shown.reminderDays, isProctored: shown.isProctored, status: 'Invited' }),
      );
      expect(state.record.forms).toEqual({ [form.id]: { status: form.formStatus } });
    }
    const [first, , third] = seen;
    const compared = (await asReviewer(`${CompliancePaths.replay(client.id)}?at=${encodeURIComponent(third.at)}&compareTo=${encodeURIComponent(first.at)}`)).body as ClientReplay;
    const changedAnswers = compared.changes.filter((change) => change.path.startsWith(`answerSets.${first.answerSet.id}.answers.`));
    expect(changedAnswers.length).toBeGreaterThan(0);
    expect(changedAnswers).toContainEqual(expect.objectContaining({ change: 'changed', before: 'Raised by my grandmother', after: 'Raised by my aunt in Tulsa' }));
    // Named the other way round, the interval still reads from its earlier end to its later (issue 36, item 9).
    const reversed = (await asReviewer(`${CompliancePaths.replay(client.id)}?at=${encodeURIComponent(first.at)}&compareTo=${encodeURIComponent(third.at)}`)).body as ClientReplay;
    expect(reversed.changes).toEqual(compared.changes);
  });

  it('refuses an instant that is not one', async () => {
    const answer = await asReviewer(`${CompliancePaths.replay(client.id)}?at=last%20week`);
    expect(answer.status).toBe(400);
  });
});

describe('verification and export', () => {
  it("has each service verify the client's streams and sign its report with the key the gateway publishes", async () => {
    const { reports, valid } = (await asReviewer(CompliancePaths.verify(client.id))).body as ClientVerification;
    expect(valid).toBe(true);
    const keys = (await api('GET', ComplianceKeysPath)).body as SigningKeySet;
    for (const report of reports) {
      const key = keys.keys.find((candidate) => candidate.kid === report.keyId)!;
      expect({ service: report.service, signed: isSignedBy(report, key) }).toEqual({ service: report.service, signed: true });
      expect(isSignedBy({ ...report, totalEvents: report.totalEvents + 1 }, key)).toBe(false);
    }
    expect(reports.find((report) => report.service === 'survey')!.totalEvents).toBeGreaterThan(3);
  });

  it('exports the timeline and the reports as JSON lines, and a Word summary', async () => {
    const lines = await fetch(`${system().gatewayUrl}${CompliancePaths.exportLines(client.id)}?temporaryAccessToken=${await downloadToken(api, reviewer)}`);
    expect(lines.status).toBe(200);
    const records = (await lines.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records[0]).toEqual(expect.objectContaining({ kind: 'client', id: client.id, exportedBy: reviewer.id }));
    expect(records.filter((record) => record.kind === 'event').length).toBeGreaterThan(10);
    expect(
      records
        .filter((record) => record.kind === 'verification')
        .map((record) => record.service)
        .sort(),
    ).toEqual(['billing', 'clients', 'identity', 'notification', 'reporting', 'survey']);
    const summary = await fetch(`${system().gatewayUrl}${CompliancePaths.exportSummary(client.id)}?temporaryAccessToken=${await downloadToken(api, reviewer)}`);
    expect(summary.status).toBe(200);
    expect(summary.headers.get('content-disposition')).toContain('.docx');
    expect(
      Buffer.from(await summary.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const subscribersLink = await fetch(`${system().gatewayUrl}${CompliancePaths.exportLines(client.id)}?temporaryAccessToken=${await downloadToken(api, subscriber)}`);
    expect(subscribersLink.status).toBe(403);
  });

  it("records every look of the reviewer in the client's history", async () => {
    const looks = (await timeline()).events.filter((event) => event.type === 'ClientRecordReviewed');
    expect(new Set(looks.map((look) => look.data.view))).toEqual(new Set(['timeline', 'replay', 'verify', 'export']));
    for (const look of looks) expect(look.actor).toEqual(expect.objectContaining({ userId: reviewer.id, role: Roles.ComplianceReviewer }));
    const replays = looks.filter((look) => look.data.view === 'replay');
    expect(replays.map((look) => look.data.instants)).toContainEqual([seen[0].at]);
  });

  it('reports a tampered event row with its stream and version', async () => {
    const saved = (await timeline()).events.filter((event) => event.type === 'AnswersSaved')[1];
    const db = new pg.Client({ connectionString: system().databaseUrls.survey });
    await db.connect();
    try {
      await db.query(`UPDATE events SET data = jsonb_set(data, '{version}', '99') WHERE stream_id = $1 AND version = $2`, [saved.streamId, saved.version]);
    } finally {
      await db.end();
    }
    const { reports, valid } = (await asReviewer(CompliancePaths.verify(client.id))).body as ClientVerification;
    expect(valid).toBe(false);
    const survey = reports.find((report) => report.service === 'survey')!;
    expect(survey.firstBrokenLink).toEqual({ streamId: saved.streamId, version: saved.version });
    expect(reports.filter((report) => report.service !== 'survey').every((report) => report.valid)).toBe(true);
  });
});
