/**
 * The whole client flow through the gateway, as the web app takes it, on the five services as `npm
 * start` runs them: a subscriber subscribes, loads the templates and invites a client by email and
 * text; the client follows the emailed link (Register), sets a password (Continue), answers every page
 * (a conditional question hidden, then shown and required at finalize), uploads a file the subscriber
 * then downloads, and completes the questionnaire
 * (Completed); the subscriber's My Clients and the client's timeline show it, and no reminder goes to a
 * completed client. Then who may see or change that client, their form and answer sets; and an
 * operator's renewal of the links not used yet (npm run rotate-link-codes).
 */
import { rotateLinkCodes } from '@app/clients';
import { landingStateOf, Roles, type Client, type Form, type LocalMail, type LocalText, type Page, type Template } from '@app/contracts';
import {
  acceptInvitation,
  answersTo,
  formOf,
  invitationMessages,
  invite,
  landing,
  landingIn,
  landingWithForm,
  login,
  personToInvite,
  saveAnswers,
  shortCodeOf,
  signIn,
  strongPassword,
  subscribe,
  textedTo,
  uniqueEmail,
  waitUntil,
} from './client-journey.js';
import type { Session } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'flow-admin@example.com', password: 'Granite-Meadow-6604' };
const person = personToInvite('Rosalind', 'Achterberg', '555-240-7731');
const childrenCareWhileAway = 'Their grandmother, Hedda, who lives with us already.';
/** A (small) PDF, as the browser uploads a scan. */
const dischargePapers = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let subscriber: Session;
let client: Client;
let clientSession: Session;
let form: Form;

const { api, system } = servicesUnderTest('sys_flow', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' } });

const myClients = async (who: Session) => {
  const answer = await api('GET', `/api/form?filter=${encodeURIComponent('originalFormId = null')}`, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body as Form[];
};
const clientView = async (who: Session) => {
  const answer = await api('GET', `/api/client/${client.id}?includes=clientEvents`, { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body as Client;
};
const pageTitled = (title: string): Page => form.pages!.find((page) => page.template!.title === title)!;
const remind = (who: Session) => api('POST', `/api/form/${form.id}/reminder`, { token: who.token });

describe('a client invited, answering and completing, through the gateway', () => {
  it('the subscriber subscribes, loads the templates with the defaults flagged, and invites the client by email and text', async () => {
    subscriber = await subscribe(api, 'attorney');
    const templates = await api('GET', '/api/template?limit=100', { token: subscriber.token });
    expect(templates.status).toBe(200);
    const byKey = new Map((templates.body as Template[]).map((template) => [template.key, template]));
    const defaults = [...byKey.values()].filter((template) => template.isDefault).map((template) => template.key);
    expect(defaults).toEqual(expect.arrayContaining(['AboutYou', 'Education', 'Relationships', 'Children']));
    expect(byKey.get('MilitaryService')).toMatchObject({ isDefault: false, isOptional: true });
    expect(byKey.get('PHQ9')).toMatchObject({ isDefault: false, isOptional: true, scoring: { instrument: 'PHQ-9' } });

    // Some of the defaults the invite form pre-checks, and the optional page the attorney adds.
    const chosen = ['AboutYou', 'Education', 'Relationships', 'Children', 'MilitaryService'].map((key) => byKey.get(key)!.id);
    client = await invite(api, subscriber, person, chosen);
    expect(client).toMatchObject({
      subscriberId: subscriber.id,
      formStatus: 'Created',
      isProctored: false,
      applicationUser: { firstName: person.firstName, lastName: person.lastName, email: person.email, phoneNumber: person.phoneNumber },
    });
    expect(client.shortCodeUrl).toMatch(new RegExp(`^${system().gatewayUrl}/c/[A-Za-z0-9]{13}$`));
  });

  it('sends the link by mail (local mailbox) and text (local outbox); the link lands on Register', async () => {
    const { mail, text } = await invitationMessages(api, person);
    expect(mail.subject).toMatch(/^Your questionnaire from /);
    expect(mail.text).toContain(`Hello ${person.firstName},`);
    expect(mail.text).toContain(client.shortCodeUrl);
    expect(text.body).toContain(client.shortCodeUrl);

    const data = await landing(api, client.shortCodeUrl);
    expect(landingStateOf(data)).toBe('Register');
    expect(data).toMatchObject({ isValidShortCode: true, isAuthenticated: false, isAccountActivated: false, clientFirstName: person.firstName, clientEmail: person.email });
    expect(landingStateOf(await landing(api, `${system().gatewayUrl}/c/WrongCode2345x`))).toBe('Invalid');
  });

  it('accepting the invitation signs the client in; the landing continues with the active form at its first page', async () => {
    clientSession = await acceptInvitation(api, client.shortCodeUrl, person.password);
    expect((await login(api, person.email, person.password)).roles).toEqual([Roles.Client]);
    expect((await landingIn(api, client.shortCodeUrl, 'Login')).clientApplicationUserId).toBe(clientSession.id);

    const data = await landingWithForm(api, client.shortCodeUrl, clientSession);
    form = await formOf(api, clientSession, data.activeFormId!);
    expect(form).toMatchObject({ id: data.activeFormId, clientId: client.id, formStatus: 'Created', key: 'Default' });
    expect(form.pages!.map((page) => page.template!.title)).toEqual(['About You', 'School', 'Military Service', 'Partners and Marriage', 'Your Children']);
    expect(data.activePageId).toBe(form.pages![0].id);
    for (const page of form.pages!) {
      const answerSet = await api('GET', `/api/answerSet/${page.answerSetId}`, { token: clientSession.token });
      expect(answerSet.body).toEqual({ id: page.answerSetId, formId: form.id, pageId: page.id, answers: {}, concurrencyCheck: 0, language: 'en' });
    }
  });

  it('saves every page; the form starts, and the landing continues on the page the client went on to (issue 33)', async () => {
    const aboutYou = pageTitled('About You');
    // Everything but the date of birth, which is required.
    const { dateOfBirth: _later, ...answers } = answersTo(aboutYou.template!, 'Rosalind');
    aboutYou.answerSet = await saveAnswers(api, clientSession, aboutYou.answerSet!, answers);
    expect(aboutYou.answerSet.concurrencyCheck).toBe(1);
    expect((await myClients(subscriber)).find((row) => row.id === form.id)).toMatchObject({ formStatus: 'Started', lastName: person.lastName });
    const opened = await api('PUT', `/api/form/${form.id}/position`, { token: clientSession.token, body: { pageId: pageTitled('School').id } });
    expect(opened.status).toBe(204);
    await waitUntil(async () => (await landing(api, client.shortCodeUrl, clientSession)).activePageId === pageTitled('School').id);

    const education = pageTitled('School');
    await saveAnswers(api, clientSession, education.answerSet!, { highestLevel: 'College degree', training: 'Trade license|Other', otherTraining: 'Forklift operator' });
    const military = pageTitled('Military Service');
    await saveAnswers(api, clientSession, military.answerSet!, { served: 'No' });
    const relationships = pageTitled('Partners and Marriage');
    await saveAnswers(api, clientSession, relationships.answerSet!, { maritalStatus: 'Married', spouseName: 'Tobias Achterberg' });
    // No children: their questions are hidden, and their answers are not asked for.
    const children = pageTitled('Your Children');
    children.answerSet = await saveAnswers(api, clientSession, children.answerSet!, { hasChildren: 'No' });
  });

  it('refuses to finalize while a shown question is unanswered, naming it; a hidden one is not asked for', async () => {
    const refused = await api('POST', `/api/form/${form.id}/finalize`, { token: clientSession.token });
    expect(refused).toMatchObject({
      status: 400,
      body: { Details: 'Please review the answers highlighted in red before continuing to the next page:', SubErrors: ['About You: Date of birth'] },
    });

    const aboutYou = pageTitled('About You');
    const stale = await api('PUT', `/api/answerSet/${aboutYou.answerSetId}`, { token: clientSession.token, body: { answers: {}, concurrencyCheck: 0 } });
    expect(stale).toMatchObject({ status: 409, body: { Details: 'The item has been edited since you loaded the page. Reload this page to get the latest changes.' } });
    await saveAnswers(api, clientSession, aboutYou.answerSet!, { ...aboutYou.answerSet!.answers, dateOfBirth: '1984-06-02' });
    const children = pageTitled('Your Children');
    const answers = { hasChildren: 'Yes', childCount: '2', child_1_name: 'Imke', childrenCareWhileAway };
    expect((await saveAnswers(api, clientSession, children.answerSet!, answers)).answers).toEqual(answers);
  });

  it('uploads a file through the gateway, keeps it as the answer, and the subscriber downloads it byte for byte', async () => {
    const military = pageTitled('Military Service');
    const upload = new FormData();
    upload.append('file', new Blob([dischargePapers], { type: 'application/octet-stream' }), 'DD-214 scan.pdf');
    const uploaded = await fetch(`${system().gatewayUrl}/api/answerSet/${military.answerSetId}/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientSession.token}` },
      body: upload,
    });
    expect(uploaded.status).toBe(200);
    const { value } = (await uploaded.json()) as { value: string };
    const loaded = await api('GET', `/api/answerSet/${military.answerSetId}`, { token: clientSession.token });
    await saveAnswers(api, clientSession, loaded.body, { served: 'Yes', branch: 'Army', dischargePapers: value });

    const downloadToken = (await api('GET', '/api/account/temporaryAccessToken', { token: subscriber.token })).body.token as string;
    const path = value.split('/').map(encodeURIComponent).join('/');
    const download = await fetch(`${system().gatewayUrl}/api/answerSet/${military.answerSetId}/file/${path}?temporaryAccessToken=${encodeURIComponent(downloadToken)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('DD-214');
    expect(Buffer.from(await download.arrayBuffer()).equals(dischargePapers)).toBe(true);
    // Without a token the file is nobody's to read.
    expect((await fetch(`${system().gatewayUrl}/api/answerSet/${military.answerSetId}/file/${path}`)).status).toBe(401);
  });

  it('sends a reminder the subscriber asks for while the questionnaire is open', async () => {
    // Notification knows the form from survey's events.
    const sent = await waitUntil(async () => {
      const answer = await remind(subscriber);
      return answer.status === 404 ? undefined : answer;
    });
    expect(sent.status).toBe(204);
    await waitUntil(async () => {
      const mails = (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(person.email)}`)).body as { subject: string }[];
      return mails.some((mail) => mail.subject === 'A reminder about your questionnaire');
    });
  });

  it('completes the questionnaire: no more changes, landing Completed, Completed in My Clients, every step in the timeline', async () => {
    const finalized = await api('POST', `/api/form/${form.id}/finalize`, { token: clientSession.token });
    expect(finalized).toMatchObject({ status: 200, body: { id: form.id, formStatus: 'Completed', completed: expect.any(String) } });
    const children = pageTitled('Your Children');
    const late = await api('PUT', `/api/answerSet/${children.answerSetId}`, { token: clientSession.token, body: { answers: {}, concurrencyCheck: 2 } });
    expect(late).toMatchObject({ status: 409, body: { Details: 'This questionnaire has been completed and can no longer be changed.' } });
    expect((await api('GET', `/api/answerSet/${children.answerSetId}`, { token: clientSession.token })).body.answers).toMatchObject({ childrenCareWhileAway });

    const data = await landingIn(api, client.shortCodeUrl, 'Completed', clientSession);
    expect(data).toMatchObject({ activeFormId: null, activePageId: null });
    expect((await myClients(subscriber)).find((row) => row.id === form.id)).toMatchObject({
      formStatus: 'Completed',
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
      isProctored: false,
    });

    // Each delivery of the invitation and the reminder is an entry, made when notification has sent it.
    const steps = [
      'Invitation sent by email.',
      'Invitation sent by text message.',
      'Started the questionnaire.',
      // One entry per page: the second save of the family page within the hour adds none.
      ...form.pages!.map((page) => `Saved the page "${page.template!.subscriberTitle}".`),
      'Reminder sent by email.',
      'Reminder sent by text message.',
      'Completed the questionnaire.',
    ];
    const view = await waitUntil(async () => {
      const now = await clientView(subscriber);
      return now.clientEvents!.length >= steps.length && now.clientEvents!.some((event) => event.eventType === 'Completed') ? now : undefined;
    });
    expect(view.formStatus).toBe('Completed');
    const timeline = view.clientEvents!;
    expect(timeline.map((event) => event.description).sort()).toEqual(steps.sort());
    const stamps = timeline.map((event) => Date.parse(event.eventTimestamp));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(timeline[0]).toMatchObject({ eventType: 'Completed', description: 'Completed the questionnaire.' });
    expect(new Set(timeline.slice(-2).map((event) => event.eventType))).toEqual(new Set(['InviteSent']));
  });

  it('sends no reminder to a client who completed the questionnaire', async () => {
    // Until notification has survey's FormCompleted, a reminder still goes out, as it would for the subscriber.
    const refused = await waitUntil(async () => {
      const answer = await remind(subscriber);
      return answer.status === 409 ? answer : undefined;
    });
    expect(refused.body).toMatchObject({ Details: 'The client has already completed the survey, so no reminder was sent.', SubErrors: [] });
  });
});

describe('who may see and change the client, their form and answer sets', () => {
  type Caller = 'anonymous' | 'the client' | 'another client' | 'the subscriber' | 'another subscriber' | 'site admin' | 'compliance reviewer';
  const callers: Caller[] = ['anonymous', 'the client', 'another client', 'the subscriber', 'another subscriber', 'site admin', 'compliance reviewer'];
  const sessions = {} as Record<Caller, Session | undefined>;

  beforeAll(async () => {
    sessions['the client'] = clientSession;
    sessions['the subscriber'] = subscriber;
    sessions['another subscriber'] = await subscribe(api, 'other-attorney');
    const other = personToInvite('Bartholomew', 'Quayle', '555-310-4482');
    const otherClient = await invite(api, subscriber, other);
    sessions['another client'] = await acceptInvitation(api, otherClient.shortCodeUrl, other.password);
    sessions['site admin'] = await signIn(api, admin.email, admin.password);
    sessions['compliance reviewer'] = await complianceReviewer();
  });

  /**
   * Identity has no call that grants a role: the role is recorded on the user's stream as identity's
   * own event (RolesGranted, what its test kit's grantRoles records), and the reviewer signs in again.
   */
  async function complianceReviewer(): Promise<Session> {
    const email = uniqueEmail('reviewer');
    const password = strongPassword();
    const registered = await api('POST', '/api/account/register', { body: { email, password } });
    expect(registered.status).toBe(200);
    const userId = registered.body.id as string;
    await system().services.identity.runtime.store.append(`user-${userId}`, [{ type: 'RolesGranted', data: { userId, roles: [Roles.ComplianceReviewer] } }], {
      expectedVersion: 'any',
    });
    const session = await login(api, email, password);
    expect(session.roles).toEqual([Roles.ComplianceReviewer]);
    return { id: userId, token: session.jwtToken! };
  }

  const answerSetId = () => form.pages![0].answerSetId;
  interface Call {
    method: string;
    path: () => string;
    body?: () => unknown;
  }
  const calls: Record<string, Call> = {
    'read the client': { method: 'GET', path: () => `/api/client/${client.id}?includes=clientEvents,forms` },
    'read the form': { method: 'GET', path: () => `/api/form/${form.id}?includes=pages,pages.answerSet,client` },
    'read an answer set': { method: 'GET', path: () => `/api/answerSet/${answerSetId()}` },
    'save an answer set': { method: 'PUT', path: () => `/api/answerSet/${answerSetId()}`, body: () => ({ answers: {}, concurrencyCheck: 1 }) },
    finalize: { method: 'POST', path: () => `/api/form/${form.id}/finalize` },
    'send a reminder': { method: 'POST', path: () => `/api/form/${form.id}/reminder` },
    'delete the client': { method: 'POST', path: () => '/api/client/deleteClient', body: () => ({ clientId: client.id }) },
  };

  // The form is completed: its own writers get the completed 409. null: not called (it would delete the client).
  //                                                anonymous  client  other client  subscriber  other sub.  site admin  reviewer
  const expected: Record<keyof typeof calls, (number | null)[]> = {
    'read the client': /*                     */ [401, 403, 403, 200, 404, 200, 403],
    'read the form': /*                       */ [401, 200, 404, 200, 404, 200, 403],
    'read an answer set': /*                  */ [401, 200, 404, 200, 404, 200, 403],
    'save an answer set': /*                  */ [401, 409, 404, 403, 404, 409, 403],
    finalize: /*                              */ [401, 409, 404, 403, 404, 409, 403],
    'send a reminder': /*                     */ [401, 403, 403, 409, 404, 409, 403],
    'delete the client': /*                   */ [401, 403, 403, null, 404, null, 403],
  };
  const table = Object.entries(expected).flatMap(([name, statuses]) => callers.flatMap((caller, i) => (statuses[i] === null ? [] : [[name, caller, statuses[i]] as const])));

  it.each(table)('%s as %s -> %i', async (name, caller, status) => {
    const call = calls[name];
    const answer = await api(call.method, call.path(), { token: sessions[caller]?.token, body: call.body?.() });
    expect(answer.status).toBe(status);
    if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: expect.any(String), SubErrors: [] });
    if (status === 404) expect(JSON.stringify(answer.body)).not.toContain(person.lastName);
  });

  it("lists the client's form to the client and the subscriber only", async () => {
    const listed = async (caller: Caller) => (await myClients(sessions[caller]!)).map((row) => row.id);
    for (const caller of ['the client', 'the subscriber', 'site admin'] as const) expect(await listed(caller)).toContain(form.id);
    for (const caller of ['another client', 'another subscriber'] as const) expect(await listed(caller)).not.toContain(form.id);
    const clients = await api('GET', '/api/client?limit=100', { token: sessions['another subscriber']!.token });
    expect(clients.status).toBe(200);
    expect(clients.body).toEqual([]);
  });
});

describe("an operator's renewal of the links not used yet (npm run rotate-link-codes)", () => {
  it('sends the client a new link by mail and text; the old one is unknown to the landing and to acceptInvite; the new one sets the password', async () => {
    const pending = personToInvite('Imogen', 'Vasquez-Rhee', '555-622-9013');
    const invited = await invite(api, subscriber, pending);
    await invitationMessages(api, pending);

    const { config } = system().services.clients.runtime;
    const env = { DATABASE_URL: config.DATABASE_URL, PERSONAL_DATA_MASTER_KEY: config.PERSONAL_DATA_MASTER_KEY, PUBLIC_URL: system().gatewayUrl, NODE_ENV: 'test' as const };
    expect((await rotateLinkCodes(env)).clients).toBeGreaterThanOrEqual(1);

    const renewed = (await api('GET', `/api/client/${invited.id}`, { token: subscriber.token })).body as Client;
    expect(renewed.shortCodeUrl).toMatch(new RegExp(`^${system().gatewayUrl}/c/[A-Za-z0-9]{13}$`));
    expect(renewed.shortCodeUrl).not.toBe(invited.shortCodeUrl);
    const mail = await waitUntil(async () =>
      ((await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(pending.email)}`)).body as LocalMail[]).find((one) => one.text?.includes(renewed.shortCodeUrl)),
    );
    expect(mail.text).not.toContain(invited.shortCodeUrl);
    await waitUntil(async () =>
      ((await api('GET', `/api/dev/outbox.json?to=${encodeURIComponent(textedTo(pending.phoneNumber))}`)).body as LocalText[]).find((one) =>
        one.body.includes(renewed.shortCodeUrl),
      ),
    );

    expect(await landing(api, invited.shortCodeUrl)).toMatchObject({ isValidShortCode: false });
    expect(landingStateOf(await landing(api, renewed.shortCodeUrl))).toBe('Register');
    const session = await acceptInvitation(api, renewed.shortCodeUrl, pending.password);
    expect(session.id).toBe(invited.applicationUserId);
    const old = await api('POST', '/api/client/acceptInvite', { body: { shortCode: shortCodeOf(invited.shortCodeUrl), password: strongPassword() } });
    expect(old).toMatchObject({ status: 400, body: { Details: 'The link you followed is invalid.', SubErrors: [] } });
  });
});
