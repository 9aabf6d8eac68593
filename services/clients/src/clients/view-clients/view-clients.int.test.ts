import { sql } from 'kysely';
import { NotificationTemplates } from '@app/contracts';
import { listedSupporter, startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

let h: ClientsHarness;
let owner: TestUser & { subscriptionId: string };
let other: TestUser & { subscriptionId: string };
let admin: TestUser;
let marker: string;

beforeAll(async () => {
  h = await startClients('view');
  owner = await h.subscriber({ firstName: 'Ada', lastName: 'Lovelace' });
  other = await h.subscriber({ firstName: null, lastName: null });
  admin = await h.admin();
  marker = `Zed${Date.now().toString(36)}`;
  // Created one after another: the default order is newest first.
  for (const [first, last] of [
    ['Alice', `${marker}ford`],
    ['Bob', `Mc${marker}`],
    ['Carol', 'Jones'],
  ])
    await h.invited(owner, { firstName: first, lastName: last });
  await h.invited(other, { firstName: 'Dan', lastName: `${marker}son`, isProctored: true });
});
afterAll(() => h?.close());

const list = (who: TestUser, query = '') => h.api('GET', `/api/client${query}`, { token: who.token });
const filter = (text: string) => `?filter=${encodeURIComponent(text)}`;
const lastNames = (body: { applicationUser: { lastName: string } }[]) => body.map((c) => c.applicationUser.lastName);

describe('GET /api/client', () => {
  it("a subscriber's own clients, newest first, with the total", async () => {
    const answer = await list(owner);
    expect(answer.status).toBe(200);
    expect(lastNames(answer.body)).toEqual(['Jones', `Mc${marker}`, `${marker}ford`]);
    expect(answer.headers.get('x-total-count')).toBe('3');
    expect(answer.body[0]).toMatchObject({
      subscriberId: owner.id,
      formStatus: 'Created',
      subscriptionUser: { applicationUserId: owner.id, displayName: 'Ada Lovelace', subscriptionId: owner.subscriptionId },
    });
  });

  it("never anyone else's, whatever the filter says", async () => {
    const answer = await list(other, filter(`lastName.Contains("${marker}")`));
    expect(lastNames(answer.body)).toEqual([`${marker}son`]);
    expect(answer.body[0].subscriptionUser.displayName).toBe(`${other.email}`);
  });

  it("the site admin's list holds everyone's, filtered and sorted by the spec's columns", async () => {
    const contains = await list(admin, `${filter(`lastName.Contains("${marker.toLowerCase()}")`)}&order=lastName%20asc`);
    expect(lastNames(contains.body)).toEqual([`Mc${marker}`, `${marker}ford`, `${marker}son`]);
    const bySubscriber = await list(admin, filter(`subscriberName = "Ada Lovelace" AND lastName.Contains("${marker}")`));
    expect(bySubscriber.headers.get('x-total-count')).toBe('2');
    const proctored = await list(admin, filter(`isProctored = true AND formStatus = "Created" AND lastName.Contains("${marker}")`));
    expect(lastNames(proctored.body)).toEqual([`${marker}son`]);
    const paged = await list(admin, `${filter(`lastName.Contains("${marker}")`)}&order=firstName%20desc&offset=1&limit=1`);
    expect(paged.body.map((c: { applicationUser: { firstName: string } }) => c.applicationUser.firstName)).toEqual(['Bob']);
    expect(paged.headers.get('x-total-count')).toBe('3');
  });

  it('refuses columns and includes it does not know: 400', async () => {
    expect((await list(owner, filter('subscriberId = "x"'))).status).toBe(400);
    expect((await list(owner, '?includes=answers')).status).toBe(400);
  });

  it('finds names through the trigram indexes, not by reading every row', async () => {
    // In one transaction (one connection): without sequential scans, the plan shows whether an index fits the list's filter.
    const plan = await h.running.runtime.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM clients c WHERE c.last_name::text ILIKE ${'%zed%'} ESCAPE '\\'`.execute(trx);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('clients_last_name_trgm');
  });
});

describe('GET /api/client/{id}', () => {
  it('with its forms, pages, templates and timeline (newest first)', async () => {
    const client = await h.invited(owner, { firstName: 'Mary', lastName: 'Jackson' });
    await h.message(client, 'EmailSent', NotificationTemplates.clientInvitationEmail);
    const { formId, pages } = await h.formCreated(client);
    await h.formStarted(client, formId);
    await h.answersSaved(client, formId, pages[0]);
    await h.answersSaved(client, formId, pages[0], { firstQuestion: 'changed' }, 2);
    await h.answersSaved(client, formId, pages[1]);
    const includes = 'forms,forms.pages,forms.pages.template,forms.pages.answerSet,supporters,clientEvents';
    const answer = await h.api('GET', `/api/client/${client.id}?includes=${includes}`, { token: owner.token });
    expect(answer.status).toBe(200);
    const [page0, page1] = pages;
    expect(answer.body).toMatchObject({
      id: client.id,
      formStatus: 'Started',
      applicationUser: { displayName: 'Mary Jackson' },
      supporters: [],
      forms: [
        {
          id: formId,
          key: 'Default',
          formStatus: 'Started',
          completed: null,
          pages: [
            {
              id: page0.pageId,
              answerSetId: page0.answerSetId,
              displayWeight: 0,
              answerSet: { id: page0.answerSetId, hasAnswers: true },
              template: { id: page0.template.templateId, title: page0.template.title },
            },
            { id: page1.pageId, answerSet: { hasAnswers: true }, template: { subscriberTitle: page1.template.subscriberTitle } },
          ],
        },
      ],
    });
    expect(answer.body.clientEvents.map((e: { eventType: string }) => e.eventType)).toEqual(['PageSaved', 'PageSaved', 'Started', 'InviteSent']);
    expect(answer.body.clientEvents[0]).toEqual({
      id: expect.any(String),
      eventTimestamp: expect.any(String),
      eventType: 'PageSaved',
      description: `Saved the page "${page1.template.subscriberTitle}".`,
    });
  });

  it('leaves out what was not asked for; applicationUser is always there', async () => {
    const client = await h.invited(owner);
    const answer = await h.api('GET', `/api/client/${client.id}`, { token: owner.token });
    expect(answer.body.applicationUser).toBeDefined();
    for (const include of ['forms', 'supporters', 'clientEvents']) expect(answer.body).not.toHaveProperty(include);
  });

  it("another subscriber's client, an unknown id or no id at all: 404, the same answer", async () => {
    const client = await h.invited(owner);
    const notFound = { status: 404, body: { Details: 'The client was not found.', SubErrors: [] } };
    expect(await h.api('GET', `/api/client/${client.id}`, { token: other.token })).toMatchObject(notFound);
    expect(await h.api('GET', '/api/client/7c9e6679-7425-40de-944b-e07fc1f90ae7', { token: owner.token })).toMatchObject(notFound);
    expect(await h.api('GET', '/api/client/not-an-id', { token: owner.token })).toMatchObject(notFound);
    expect((await h.api('GET', `/api/client/${client.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('includes=supporters', () => {
  it('the supporters the client listed, in their order, each with whether the letter is signed', async () => {
    const client = await h.invited(owner);
    await h.supportersListed(client, [
      listedSupporter({ slot: 2, firstName: 'Mary', lastName: 'Jackson', clientRelationship: 'Pastor' }),
      listedSupporter({ slot: 1, firstName: 'Katherine', lastName: 'Johnson', clientRelationship: 'Sister' }),
    ]);
    const sister = (await h.supporterInvited(client, 1))!;
    const pastor = (await h.supporterInvited(client, 2))!;
    const signed = { shortCode: h.shortCodeOf(sister), supportText: 'A letter', signatureName: 'Katherine Johnson', isComplete: true, eSignConsent: true };
    expect((await h.submitLetter(signed)).status).toBe(200);
    expect((await h.submitLetter({ shortCode: h.shortCodeOf(pastor), supportText: 'A draft' })).status).toBe(200);

    const answer = await h.api('GET', `/api/client/${client.id}?includes=supporters`, { token: owner.token });
    expect(answer.body.supporters).toEqual([
      { id: sister.supporterId, firstName: 'Katherine', lastName: 'Johnson', clientRelationship: 'Sister', isCompleted: true },
      { id: pastor.supporterId, firstName: 'Mary', lastName: 'Jackson', clientRelationship: 'Pastor', isCompleted: false },
    ]);
    const listed = await list(admin, `${filter(`id = "${client.id}"`)}&includes=supporters`);
    expect(listed.body[0].supporters).toEqual(answer.body.supporters);
  });

  it('another subscriber sees none of them: 404, and no supporter of the client in their list', async () => {
    const client = await h.invited(owner);
    await h.supportersListed(client);
    expect(await h.api('GET', `/api/client/${client.id}?includes=supporters`, { token: other.token })).toMatchObject({
      status: 404,
      body: { Details: 'The client was not found.' },
    });
    const theirs = await list(other, '?includes=supporters&limit=100');
    expect(theirs.body.flatMap((c: { supporters: unknown[] }) => c.supporters)).toEqual([]);
  });
});

describe('the offline flag', () => {
  it('isOffline in the client, the list and its filter', async () => {
    const client = await h.invited(owner, { isProctored: true });
    const { formId } = await h.formCreated(client);
    await h.formCheckedOut(client, formId);
    expect((await h.api('GET', `/api/client/${client.id}`, { token: owner.token })).body.isOffline).toBe(true);
    expect((await list(owner, filter('isOffline = true'))).body.map((c: { id: string }) => c.id)).toEqual([client.id]);
  });
});
