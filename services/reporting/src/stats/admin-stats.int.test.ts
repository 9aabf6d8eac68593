import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { completionRate, type AdminDashboardStats, type FormPage, type StatsExportName } from '@app/contracts';
import { reportTemplates } from '../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestUser } from '../testing/reporting-test-kit.js';
import { BILLING_FACTS_HANDLER } from '../reactions/billing-facts.reaction.js';
import { CLIENT_FACTS_HANDLER } from '../reactions/client-facts.reaction.js';
import { IDENTITY_FACTS_HANDLER } from '../reactions/identity-facts.reaction.js';
import { SURVEY_FORMS_HANDLER } from '../reactions/survey-forms.reaction.js';

/**
 * A scripted history over three months (two months ago, last month, today), through the stand-ins'
 * events, then the dashboard and the exports against values computed by hand below.
 */
let h: ReportingHarness;
let admin: TestUser;

const now = new Date();
const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12));
const TWO_MONTHS_AGO = monthsAgo(2);
const LAST_MONTH = monthsAgo(1);
const month = (at: Date) => at.toISOString().slice(0, 7);
const today = now.toISOString().slice(0, 10);

// Only Date is faked (the stores stamp events with it); every timer stays real.
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

type StandIn = keyof ReportingHarness['standIns'];
const handlerOf: Record<StandIn, string> = { billing: BILLING_FACTS_HANDLER, identity: IDENTITY_FACTS_HANDLER, clients: CLIENT_FACTS_HANDLER, survey: SURVEY_FORMS_HANDLER };

/** Appends an event stamped `at` (today when not given) and waits until reporting's stats applied it. */
async function happened(source: StandIn, stream: string, type: string, data: object, at?: Date): Promise<void> {
  if (at) jest.useFakeTimers({ now: at, doNotFake: [...REAL_TIMERS] });
  let event;
  try {
    event = await h.standIns[source].append(stream, type, data);
  } finally {
    jest.useRealTimers();
  }
  await h.consumed(source, handlerOf[source])(event);
}

const ids = {
  ada: randomUUID(),
  lin: randomUUID(),
  zed: randomUUID(),
  standard: randomUUID(),
  enterprise: randomUUID(),
  yearly: randomUUID(),
  memberLin: randomUUID(),
  memberBob: randomUUID(),
};

const subscriptionState = (subscriptionId: string, over: object) => ({
  subscriptionId,
  displayName: 'Standard Monthly',
  priceName: 'StandardMonthly',
  isEnterprise: false,
  stripeStatus: 'active',
  stripeExpiration: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
  isActive: true,
  userIds: [] as string[],
  ...over,
});

async function user(userId: string, email: string, names: { firstName: string; lastName: string } | null, at: Date) {
  await happened('identity', `user-${userId}`, 'UserRegistered', { userId, email, passwordHash: 'x', roles: ['Subscriber'], source: 'self' }, at);
  if (names) await happened('identity', `user-${userId}`, 'UserProfileChanged', { userId, ...names }, at);
}

async function purchased(subscriptionId: string, userId: string, state: object, at?: Date) {
  const data = {
    ...subscriptionState(subscriptionId, { userIds: [userId], ...state }),
    userId,
    renewal: false,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    stripePriceId: 'price_1',
    stripePromotionCodeId: null,
  };
  await happened('billing', `subscription-${subscriptionId}`, 'SubscriptionPurchased', data, at);
}

/** A client invited by `subscriberId` with a two-page questionnaire; returns the form's id and pages. */
async function invitedWithForm(subscriberId: string, at: Date | undefined): Promise<{ clientId: string; formId: string; pages: FormPage[] }> {
  const clientId = randomUUID();
  const client = { clientId, applicationUserId: randomUUID(), subscriberId, firstName: 'Pat', lastName: 'Doe', email: null, phoneNumber: null };
  await happened(
    'clients',
    `client-${clientId}`,
    'ClientInvited',
    {
      ...client,
      subscriberDisplayName: null,
      useEmail: false,
      useSms: false,
      reminderDays: 7,
      enableSupporters: false,
      isProctored: false,
      templateIds: [],
      shortCode: clientId.slice(0, 8),
      shortCodeUrl: 'https://app.example.test/c/x',
    },
    at,
  );
  const formId = randomUUID();
  const [aboutYou, history] = reportTemplates();
  const pages = [aboutYou, history].map((template, index) => ({ pageId: randomUUID(), answerSetId: randomUUID(), displayWeight: index * 10, templateVersion: 1, template }));
  await happened('survey', `form-${formId}`, 'FormCreated', { ...client, isProctored: false, formId, key: 'Default', pages }, at);
  return { clientId, formId, pages };
}

type Form = Awaited<ReturnType<typeof invitedWithForm>>;
const formEvent = (form: Form, subscriberId: string, type: 'FormStarted' | 'FormCompleted', at?: Date) =>
  happened('survey', `form-${form.formId}`, type, { formId: form.formId, clientId: form.clientId, subscriberId }, at);
const pageSaved = (form: Form, page: number, at?: Date) =>
  happened(
    'survey',
    `form-${form.formId}`,
    'AnswersSaved',
    { formId: form.formId, clientId: form.clientId, pageId: form.pages[page - 1].pageId, answerSetId: form.pages[page - 1].answerSetId, version: 1, answers: { firstName: 'Pat' } },
    at,
  );

beforeAll(async () => {
  h = await startReporting('admin_stats');
  admin = await h.admin();

  // Two months ago: Ada buys a monthly subscription and invites three clients; the first finishes both pages.
  await user(ids.ada, 'ada@example.test', { firstName: 'Ada', lastName: 'Lovelace' }, TWO_MONTHS_AGO);
  await purchased(ids.standard, ids.ada, {}, TWO_MONTHS_AGO);
  const [f1, f2, f3] = [await invitedWithForm(ids.ada, TWO_MONTHS_AGO), await invitedWithForm(ids.ada, TWO_MONTHS_AGO), await invitedWithForm(ids.ada, TWO_MONTHS_AGO)];
  await formEvent(f1, ids.ada, 'FormStarted', TWO_MONTHS_AGO);
  await pageSaved(f1, 1, TWO_MONTHS_AGO);
  await pageSaved(f1, 2, TWO_MONTHS_AGO);
  await formEvent(f1, ids.ada, 'FormCompleted', TWO_MONTHS_AGO);

  // Last month: an enterprise with two members, one of whom (Lin) signs up and invites two clients; the
  // first skips page 1 and finishes; Ada's second client starts and finishes with page 1 only.
  const enterprise = { displayName: 'Acme Defenders', priceName: null, isEnterprise: true, stripeStatus: null, userIds: [] };
  await happened(
    'billing',
    `subscription-${ids.enterprise}`,
    'EnterpriseSubscriptionCreated',
    { ...subscriptionState(ids.enterprise, enterprise), createdBy: randomUUID() },
    LAST_MONTH,
  );
  await happened(
    'billing',
    `subscription-${ids.enterprise}`,
    'EnterpriseMemberAdded',
    { subscriptionId: ids.enterprise, memberId: ids.memberLin, email: 'lin@acme.test' },
    LAST_MONTH,
  );
  await happened(
    'billing',
    `subscription-${ids.enterprise}`,
    'EnterpriseMemberAdded',
    { subscriptionId: ids.enterprise, memberId: ids.memberBob, email: 'bob@acme.test' },
    LAST_MONTH,
  );
  await user(ids.lin, 'lin@acme.test', { firstName: 'Lin', lastName: 'Chen' }, LAST_MONTH);
  const linked = { ...subscriptionState(ids.enterprise, { ...enterprise, userIds: [ids.lin] }), memberId: ids.memberLin, userId: ids.lin };
  await happened('billing', `subscription-${ids.enterprise}`, 'EnterpriseMemberLinked', linked, LAST_MONTH);
  const [f4, f6] = [await invitedWithForm(ids.lin, LAST_MONTH), await invitedWithForm(ids.lin, LAST_MONTH)];
  await formEvent(f4, ids.lin, 'FormStarted', LAST_MONTH);
  await pageSaved(f4, 2, LAST_MONTH);
  await formEvent(f4, ids.lin, 'FormCompleted', LAST_MONTH);
  await formEvent(f2, ids.ada, 'FormStarted', LAST_MONTH);
  await pageSaved(f2, 1, LAST_MONTH);
  await formEvent(f2, ids.ada, 'FormCompleted', LAST_MONTH);
  void f6;

  // Today: Zed buys a yearly subscription and invites two clients; Ada's third client starts; Ada deletes
  // that client; repeated facts (another event of Ada's subscription, a second completion, an autosave of
  // a page saved before) count nothing more.
  await user(ids.zed, 'zed@example.test', { firstName: '=SUM(1+1)', lastName: 'Zed' }, now);
  await purchased(ids.yearly, ids.zed, { displayName: 'Standard Yearly', priceName: 'StandardYearly' });
  await invitedWithForm(ids.zed, undefined);
  await invitedWithForm(ids.zed, undefined);
  await formEvent(f3, ids.ada, 'FormStarted');
  await pageSaved(f3, 1);
  await pageSaved(f3, 1);
  await happened('clients', `client-${f3.clientId}`, 'ClientDeleted', { clientId: f3.clientId, applicationUserId: randomUUID(), subscriberId: ids.ada, deletedBy: ids.ada });
  await happened('billing', `subscription-${ids.standard}`, 'SubscriptionUpdated', {
    ...subscriptionState(ids.standard, { userIds: [ids.ada] }),
    stripeEventId: 'evt_1',
    cancelAtPeriodEnd: false,
  });
  await formEvent(f1, ids.ada, 'FormCompleted');
}, 120_000);
afterAll(() => h?.close());

const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [], MessageKey: { key: 'notLoggedInOrNoAccess' } };

async function dashboard(who?: TestUser, query = '') {
  const response = await fetch(`${h.running.url}/api/stats/adminDashboard${query}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: response.status, body: (await response.json()) as AdminDashboardStats };
}

const exported = (name: string, tokens: { downloadToken?: string; bearer?: string }) => h.download(`/api/stats/export?name=${encodeURIComponent(name)}`, tokens);

/** The export's text (after its BOM) as lines of cells; no cell of this history holds a comma or a quote. */
async function csvOf(name: StatsExportName): Promise<string[][]> {
  const { status, bytes, headers } = await exported(name, { downloadToken: await h.downloadToken(admin) });
  expect(status).toBe(200);
  expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('GET /api/stats/adminDashboard', () => {
  it('answers the figures of the scripted history, counted once each', async () => {
    // Subscriptions: Ada's, the enterprise, Zed's (new today). Clients: 7 invited, 1 deleted.
    // Sent: 3 two months ago, 2 last month, 2 today; completed: Ada's first (two months ago), Lin's first and Ada's second (last month).
    expect(await dashboard(admin)).toEqual({
      status: 200,
      body: { totalSubscriptions: 3, totalClients: 6, newSubscriptions: 1, totalSentSurveys: 7, totalCompletedSurveys: 3, lastMonthSentSurveys: 2, lastMonthCompletedSurveys: 2 },
    });
  });

  it("counts the days and month of the admin's time zone when asked (issue 36, item 12): the same here, each fact mid-month and today", async () => {
    const utc = await dashboard(admin);
    for (const zone of ['America/Chicago', 'Pacific/Honolulu', 'Asia/Kolkata']) expect(await dashboard(admin, `?timeZone=${encodeURIComponent(zone)}`)).toEqual(utc);
    const refused = await dashboard(admin, '?timeZone=Mars%2FOlympus');
    expect(refused.status).toBe(400);
  });

  it('gives the completion rates the web shows, to one decimal', async () => {
    const { body } = await dashboard(admin);
    expect(completionRate(body.totalCompletedSurveys, body.totalSentSurveys)).toBe('42.9%');
    expect(completionRate(body.lastMonthCompletedSurveys, body.lastMonthSentSurveys)).toBe('100.0%');
    expect(completionRate(0, 0)).toBe('–');
  });

  it('refuses subscribers, clients and compliance reviewers (403) and anonymous callers (401)', async () => {
    expect(await dashboard(await h.subscriber())).toEqual({ status: 403, body: noAccess });
    const client = { id: randomUUID(), applicationUserId: randomUUID(), subscriberId: ids.ada, firstName: 'Pat', lastName: 'Doe' };
    expect(await dashboard(await h.clientUser(client))).toEqual({ status: 403, body: noAccess });
    expect(await dashboard()).toMatchObject({ status: 401 });
    expect(await dashboard(await h.reviewer())).toEqual({ status: 403, body: noAccess });
  });
});

describe('GET /api/stats/export', () => {
  it('usageByUser: one row a subscriber, formulas neutralised', async () => {
    const rows = await csvOf('usageByUser');
    expect(rows[0]).toEqual(['Subscriber Email', 'Name', 'Subscription Plan', 'Subscription Status', 'Clients Invited', 'Surveys Started', 'Surveys Completed', 'Last Activity']);
    const body = rows.slice(1);
    expect(body.map((row) => row.slice(0, 7))).toEqual([
      ['ada@example.test', 'Ada Lovelace', 'StandardMonthly', 'Active (active)', '3', '3', '2'],
      ['lin@acme.test', 'Lin Chen', 'Enterprise: Acme Defenders', 'Active', '2', '1', '1'],
      ['zed@example.test', "'=SUM(1+1) Zed", 'StandardYearly', 'Active (active)', '2', '0', '0'],
    ]);
    expect(body.map((row) => row[7].slice(0, 10))).toEqual([today, LAST_MONTH.toISOString().slice(0, 10), today]);
  });

  it('enterpriseSubscriptionUsersSummary and enterpriseSubscriptionUsers', async () => {
    expect(await csvOf('enterpriseSubscriptionUsersSummary')).toEqual([
      ['Subscription', 'Display Name', 'Members', 'Active Members', 'Clients', 'Completed Surveys'],
      [ids.enterprise, 'Acme Defenders', '2', '1', '2', '1'],
    ]);
    expect(await csvOf('enterpriseSubscriptionUsers')).toEqual([
      ['Subscription', 'Member Email', 'Name', 'Clients', 'Completed Surveys'],
      ['Acme Defenders', 'bob@acme.test', '', '0', '0'],
      ['Acme Defenders', 'lin@acme.test', 'Lin Chen', '2', '1'],
    ]);
  });

  it('clientCompletionByPage: a page is reached when it or a later one was saved', async () => {
    // Page 1 saved by forms 1, 2 and 3 and passed over by form 4; page 2 saved by forms 1 and 4.
    expect(await csvOf('clientCompletionByPage')).toEqual([
      ['Template', 'Page Order', 'Forms That Reached the Page', 'Forms That Saved It', 'Percentage'],
      ['Personal Information', '1', '4', '3', '75.0'],
      ['Life History', '2', '2', '2', '100.0'],
    ]);
  });

  it('activityByMonth: created, started and completed by the month they happened in', async () => {
    expect(await csvOf('activityByMonth')).toEqual([
      ['Month', 'Surveys Created', 'Surveys Started', 'Surveys Completed'],
      [month(TWO_MONTHS_AGO), '3', '1', '1'],
      [month(LAST_MONTH), '2', '2', '2'],
      [month(now), '2', '1', '0'],
    ]);
  });

  it('names the file after the export and the day', async () => {
    const { headers } = await exported('activityByMonth', { downloadToken: await h.downloadToken(admin) });
    expect(headers.get('content-disposition')).toContain(`filename="Surveys Created-Started-Completed by Month - ${today}.csv"`);
  });

  it('answers 400 for an unknown export', async () => {
    const { status, body } = await exported('everything', { downloadToken: await h.downloadToken(admin) });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('usageByUser');
  });

  it('is for site admins by download token only', async () => {
    const subscriber = await h.subscriber();
    expect(await exported('usageByUser', { downloadToken: await h.downloadToken(subscriber) })).toMatchObject({ status: 403, body: noAccess });
    const reviewer = await h.reviewer();
    expect(await exported('usageByUser', { downloadToken: await h.downloadToken(reviewer) })).toMatchObject({ status: 403, body: noAccess });
    expect(await exported('usageByUser', {})).toMatchObject({ status: 401, body: noAccess });
    expect(await exported('usageByUser', { downloadToken: admin.token })).toMatchObject({ status: 401, body: noAccess });
    expect(await exported('usageByUser', { bearer: admin.token })).toMatchObject({ status: 401, body: noAccess });
    expect(await exported('usageByUser', { downloadToken: await h.downloadToken(admin, -10) })).toMatchObject({ status: 401, body: noAccess });
  });
});
