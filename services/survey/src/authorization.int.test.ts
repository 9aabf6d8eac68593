/**
 * Who may call what: every survey endpoint x {anonymous, the Client whose form F is, another Client,
 * the Subscriber who invited them, another Subscriber, Site Admin, Compliance Reviewer}. Each call is
 * well-formed, so the status says whether the caller got through: 400 on finalize marks a caller who got
 * through to an unfinished form, 409 on check-in one who got through to a form not checked out; 404 is
 * someone else's form (no existence leak); 403 is a role (or, for a subscriber answering a client who
 * is not proctored, an action) that is not theirs.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@app/contracts';
import { pdf } from './testing/sample-files.js';
import { startSurvey, templateRequest, Texts, type InvitedClient, type SurveyHarness, type TestUser } from './testing/survey-test-kit.js';
import { TEST_TEMPLATES } from './testing/test-templates.js';
import { seededTemplateId } from './templates/seed-templates/seed-templates.js';

type Caller = 'anonymous' | 'Client' | 'other Client' | 'Subscriber' | 'other Subscriber' | 'Site Admin' | 'Compliance Reviewer';
const callers: Caller[] = ['anonymous', 'Client', 'other Client', 'Subscriber', 'other Subscriber', 'Site Admin', 'Compliance Reviewer'];

let h: SurveyHarness;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
/**
 * The Client's form F (not proctored, every default template), its first page, its page with a File
 * question and the file the Client uploaded there, and a proctored client's page P of the same Subscriber.
 */
let client: InvitedClient;
let page: Page;
let filePage: Page;
let fileValue: string;
let proctoredPage: Page;
/** Proctored clients of the Subscriber: one whose form is checked out here, one never checked out. */
let toCheckOut: InvitedClient;
let notCheckedOut: InvitedClient;
let template: { id: string; key: string };

beforeAll(async () => {
  h = await startSurvey('authz');
  users['Site Admin'] = await h.admin();
  users.Subscriber = await h.subscriber();
  users['other Subscriber'] = await h.subscriber();
  users['Compliance Reviewer'] = await h.reviewer();
  client = await h.invite(users.Subscriber, { templateIds: TEST_TEMPLATES.map((template) => seededTemplateId(template.key)) });
  users.Client = client.user;
  users['other Client'] = (await h.invite(users['other Subscriber'])).user;
  const proctored = await h.invite(users.Subscriber, { isProctored: true });
  const pagesOfF: Required<Page>[] = (await h.form(client.formId, users['Site Admin'])).pages;
  [page] = pagesOfF;
  filePage = pagesOfF.find((p) => p.template.key === 'MilitaryService')!;
  fileValue = (await h.uploadFile(filePage.answerSetId, client.user, pdf(), 'DD-214.pdf')).body.value;
  [proctoredPage] = (await h.form(proctored.formId, users['Site Admin'])).pages;
  toCheckOut = await h.invite(users.Subscriber, { isProctored: true });
  notCheckedOut = await h.invite(users.Subscriber, { isProctored: true });
  template = await h.createTemplate(users['Site Admin']);
});
afterAll(() => h?.close());

interface Call {
  method: string;
  path: () => string;
  body?: () => unknown | Promise<unknown>;
  /** A call that is not JSON with a bearer token (a multipart upload, a download link). */
  send?: (user: TestUser | undefined) => Promise<{ status: number; body: unknown }>;
}

const versionOf = async (answerSetId: string) => (await h.api('GET', `/api/answerSet/${answerSetId}`, { token: users['Site Admin'].token })).body.concurrencyCheck;
const templateVersion = async () => (await h.api('GET', `/api/template/${template.id}`, { token: users['Site Admin'].token })).body.concurrencyCheck;
const saveBody = (pageOf: () => Page) => async () => ({ answers: { firstName: randomUUID().slice(0, 8) }, concurrencyCheck: await versionOf(pageOf().answerSetId) });

const calls: Record<string, Call> = {
  'list templates': { method: 'GET', path: () => '/api/template?limit=100' },
  'get a template': { method: 'GET', path: () => `/api/template/${template.id}` },
  'create a template': { method: 'POST', path: () => '/api/template', body: () => templateRequest() },
  'save a template': { method: 'PUT', path: () => `/api/template/${template.id}`, body: async () => ({ ...templateRequest({ key: template.key, title: randomUUID() }), concurrencyCheck: await templateVersion() }) },
  'list forms': { method: 'GET', path: () => '/api/form' },
  'get form F': { method: 'GET', path: () => `/api/form/${client.formId}?includes=pages,pages.template,client` },
  "get F's answer set": { method: 'GET', path: () => `/api/answerSet/${page.answerSetId}` },
  "save F's answer set": { method: 'PUT', path: () => `/api/answerSet/${page.answerSetId}`, body: saveBody(() => page) },
  'finalize F (unfinished)': { method: 'POST', path: () => `/api/form/${client.formId}/finalize` },
  "save a proctored client's answer set": { method: 'PUT', path: () => `/api/answerSet/${proctoredPage.answerSetId}`, body: saveBody(() => proctoredPage) },
  "upload a file to F's answer set": { method: 'POST', path: () => `/api/answerSet/${filePage.answerSetId}/file`, send: (user) => h.uploadFile(filePage.answerSetId, user, pdf(), 'DD-214.pdf') },
  "download F's file (download token)": {
    method: 'GET',
    path: () => `/api/answerSet/${filePage.answerSetId}/file/${fileValue}`,
    send: async (user) => h.downloadFile(filePage.answerSetId, fileValue, { downloadToken: user && (await h.downloadToken(user)) }),
  },
  "check a proctored client's form out": { method: 'POST', path: () => `/api/form/${toCheckOut.formId}/checkOut`, body: () => ({ deviceName: 'Office laptop' }) },
  "check in a proctored client's form (not out)": { method: 'POST', path: () => `/api/form/${notCheckedOut.formId}/checkIn`, body: () => ({ checkOutId: randomUUID(), answerSets: [] }) },
  health: { method: 'GET', path: () => '/health' },
};

//                                                   anon  Client other C.  Subscr. other S.  Admin  Reviewer
const expected: Record<keyof typeof calls, [number, number, number, number, number, number, number]> = {
  'list templates': /*                         */ [401, 403, 403, 200, 200, 200, 403],
  'get a template': /*                         */ [401, 403, 403, 200, 200, 200, 403],
  'create a template': /*                      */ [401, 403, 403, 403, 403, 201, 403],
  'save a template': /*                        */ [401, 403, 403, 403, 403, 200, 403],
  'list forms': /*                             */ [401, 200, 200, 200, 200, 200, 403],
  'get form F': /*                             */ [401, 200, 404, 200, 404, 200, 403],
  "get F's answer set": /*                     */ [401, 200, 404, 200, 404, 200, 403],
  "save F's answer set": /*                    */ [401, 200, 404, 403, 404, 200, 403],
  'finalize F (unfinished)': /*                */ [401, 400, 404, 403, 404, 400, 403],
  "save a proctored client's answer set": /*   */ [401, 404, 404, 200, 404, 200, 403],
  "upload a file to F's answer set": /*        */ [401, 200, 404, 403, 404, 200, 403],
  "download F's file (download token)": /*     */ [401, 200, 404, 200, 404, 200, 403],
  "check a proctored client's form out": /*    */ [401, 403, 403, 200, 404, 403, 403],
  "check in a proctored client's form (not out)": [401, 403, 403, 409, 404, 403, 403],
  health: /*                                   */ [200, 200, 200, 200, 200, 200, 200],
};

const table = Object.entries(expected).flatMap(([name, statuses]) => callers.map((caller, i) => [name, caller, statuses[i]] as const));

describe('authorization matrix', () => {
  it.each(table)('%s as %s -> %i', async (name, caller, status) => {
    const call = calls[name];
    const user = caller === 'anonymous' ? undefined : users[caller];
    const answer = call.send ? await call.send(user) : await h.api(call.method, call.path(), { token: user?.token, body: await call.body?.() });
    expect(answer.status).toBe(status);
    if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: Texts.noAccess, SubErrors: [] });
  });
});

describe("someone else's form", () => {
  it('is never in their list, whatever they filter', async () => {
    for (const who of [users['other Subscriber'], users['other Client']]) {
      const { body } = await h.api('GET', `/api/form?filter=${encodeURIComponent(`clientId = "${client.clientId}"`)}`, { token: who.token });
      expect(body).toEqual([]);
    }
  });

  it('was answered only by its client and the site admin (not by its subscriber: the client is not proctored)', async () => {
    const actors = new Set((await h.formEvents(client.formId)).map((e) => e.metadata.actorUserId).filter(Boolean));
    expect([...actors].sort()).toEqual([users.Client.id, users['Site Admin'].id].sort());
  });
});
