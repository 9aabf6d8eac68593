/**
 * Who may call what, for every route of every service, through the gateway: each operation of the merged
 * OpenAPI document (so a new route fails this test until it has a row) × every kind of caller. The expected
 * status of each cell is in one table, `expected`. Each call is well-formed, so the status says whether the
 * caller got through: 401/403 refused; 404 a resource that is not theirs (no existence leak), or an unknown
 * one for a caller who got through; 400/409 a caller who got through and was then refused on the content.
 *
 * A compliance reviewer gets the compliance area and, like any signed-in account, their own account (their
 * record, password, two-factor, download tokens, subscription rows, buying a subscription): nothing that
 * reads other users' data. Calls that destroy or change their target (a delete, a password change, a cancel,
 * a check-out, a role revoked) get a fresh target in each cell; a download link a fresh token in each call.
 */
import { randomUUID } from 'node:crypto';
import { AdminPages, SUPPORTERS_TEMPLATE_KEY, supporterSlotKeys, type Client, type Form, type LocalMail, type Page, type Template } from '@app/contracts';
import { purchasePayload, subscriptionStreamId } from '@app/billing';
import { formStreamId } from '@app/survey';
import type { ApiAnswer } from '@app/platform/testing';
import * as journey from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

type Caller = 'anonymous' | 'Client' | 'Supporter' | 'Subscriber' | 'other Subscriber' | 'Compliance Reviewer' | 'Site Admin';
const callers: Caller[] = ['anonymous', 'Client', 'Supporter', 'Subscriber', 'other Subscriber', 'Compliance Reviewer', 'Site Admin'];
type Statuses = [number, number, number, number, number, number, number];

const admin = { email: 'matrix-admin@example.com', password: 'Cobalt-Harbor-8812' };
// Several hundred calls from one address in a few minutes: the gateway's limit per address is not what is tested here.
const { api, system } = servicesUnderTest('sys_matrix', { admin, withBilling: true, notificationEnv: { DEV_PAGES: 'on' }, gatewayEnv: { RATE_LIMIT_PER_MINUTE: '100000' } });

/** A signed-in caller, with the password they chose. */
type Account = journey.Session & { password: string };
/** Someone else's account (a registered user with no role): the calls about another user name them. */
type Registered = Account & { email: string };
/** The caller of a cell: the Supporter holds only their link's code (`cast.supporterCode`), no session. */
interface Who {
  caller: Caller;
  session?: Account;
}
/**
 * What a cell sends: the path (with its query) and body; `token` replaces the caller's bearer token (null:
 * none, as a download link sends); `file` makes it a multipart upload; `answered` sees the answer.
 */
interface Sent {
  path: string;
  body?: unknown;
  token?: string | null;
  file?: { name: string; content: Buffer };
  answered?: (answer: ApiAnswer) => void;
}
type Call = (who: Who) => Sent | Promise<Sent>;

const sessions = {} as Record<'Client' | 'Subscriber' | 'other Subscriber' | 'Compliance Reviewer' | 'Site Admin', Account>;
/** The cast: the owner's clients, forms and pages, the supporters' links, and things only site admins make. */
const cast = {} as {
  /** The Client's own form (not proctored, not finished, with a File question) and the file uploaded there. */
  client: Client;
  form: Form;
  page: Page;
  filePage: Page;
  fileValue: string;
  /** A proctored client of the owner's (never checked out); a client of the other subscriber's, with a file uploaded too. */
  proctoredPage: Page;
  proctoredFormId: string;
  othersForm: Form;
  othersFilePage: Page;
  othersFileValue: string;
  /** A client of the owner's who completed their form, listing two supporters: one signed a letter, one holds the Supporter's link. */
  completedFormId: string;
  completedClientId: string;
  signedSupporterId: string;
  supporterCode: string;
  ownersSubscriptionId: string;
  enterpriseId: string;
  testTemplateId: string;
  contentBlockId: string;
  mailId: string;
  someoneElse: Registered;
};

const fileQuestionOf = (form: Form) => form.pages!.find((page) => page.template!.key === 'MilitaryService')!;
const fileDownloadPath = (page: Page, value: string) => `/api/answerSet/${page.answerSetId}/file/${value.split('/').map(encodeURIComponent).join('/')}`;
const upload = (page: Page): Sent => ({ path: `/api/answerSet/${page.answerSetId}/file`, file: { name: 'DD-214.pdf', content: pdf() } });
const pdf = () => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n${randomUUID()}\n`);
const uniqueSlug = () => `matrix-${randomUUID().slice(0, 8)}`;
const adminToken = () => sessions['Site Admin'].token;

async function register(label: string): Promise<Registered> {
  const email = journey.uniqueEmail(label);
  const password = journey.strongPassword();
  const answer = await api('POST', '/api/account/register', { body: { email, password } });
  expect(answer.status).toBe(200);
  return { id: answer.body.id, token: answer.body.jwtToken, email, password };
}

/** A client of `subscriber`'s invited now, once survey made their form (its id from the client view). */
async function invitedWithForm(subscriber: journey.Session, options: { isProctored?: boolean } = {}, templateIds?: string[]) {
  const client = await journey.invite(api, subscriber, journey.personToInvite('Mattie', 'Ross', '555-310-0000'), templateIds, options);
  const view = await journey.waitUntil(async () => {
    const answer = await api('GET', `/api/client/${client.id}?includes=forms`, { token: subscriber.token });
    return (answer.body as Client).forms?.length ? (answer.body as Client) : undefined;
  });
  return { client, formId: view.forms![0].id as string };
}

async function formAsAdmin(formId: string): Promise<Form> {
  return journey.formOf(api, { id: '', token: adminToken() }, formId);
}

const firstSubscriptionOf = async (who: journey.Session) =>
  ((await api('GET', '/api/subscriptionUser?includes=subscription', { token: who.token })).body as { subscriptionId: string }[])[0].subscriptionId;

/** The path with a download token of `who`'s, made for this one call (none for a caller without a session). */
async function downloadLink(who: Who, path: string): Promise<Sent> {
  if (!who.session) return { path, token: null };
  return { path: `${path}${path.includes('?') ? '&' : '?'}temporaryAccessToken=${encodeURIComponent(await journey.downloadToken(api, who.session))}`, token: null };
}

/** A new account of the caller's kind, for a call that changes the caller's own account (the site admin: the one there is). */
async function freshAccountOf(who: Who): Promise<Account | undefined> {
  switch (who.caller) {
    case 'Client': {
      const person = journey.personToInvite('Nell', 'Fresh', '555-310-0001');
      const client = await journey.invite(api, sessions.Subscriber, person);
      return { ...(await journey.acceptInvitation(api, client.shortCodeUrl, person.password)), password: person.password };
    }
    case 'Subscriber':
    case 'other Subscriber':
      return journey.subscribe(api, 'matrix-fresh');
    case 'Compliance Reviewer':
      return journey.complianceReviewer(api, adminToken(), 'matrix-fresh-reviewer');
    default:
      return who.session;
  }
}

const answerSetVersion = async (answerSetId: string) => (await api('GET', `/api/answerSet/${answerSetId}`, { token: adminToken() })).body.concurrencyCheck as number;
const saveBody = async (answerSetId: string) => ({ answers: { served: 'No' }, concurrencyCheck: await answerSetVersion(answerSetId) });
const templateBody = (key: string) => ({
  key,
  title: 'Your Work',
  subscriberTitle: 'Employment',
  description: null,
  defaultWeight: 50,
  isOptional: true,
  isDefault: false,
  stopIfOffline: false,
  questions: [{ key: 'employer', label: 'Employer', questionType: 'Text', isRequired: true }],
});
const deadLetters = (service: string): Record<string, Call> => ({
  [`GET /api/deadLetters/${service}`]: () => ({ path: `/api/deadLetters/${service}` }),
  // No dead letter has this id: a caller who got through is told so.
  [`POST /api/deadLetters/${service}/{id}/replay`]: () => ({ path: `/api/deadLetters/${service}/987654321/replay` }),
});

/** How each row is called. A row is named by its operation, `METHOD /path` as the OpenAPI document writes it, and a variant in brackets if it has several. */
const calls: Record<string, Call> = {
  // identity
  'POST /api/account/register': () => ({ path: '/api/account/register', body: { email: journey.uniqueEmail('matrix'), password: journey.strongPassword() } }),
  'POST /api/account/login': () => ({ path: '/api/account/login', body: { email: cast.someoneElse.email, password: cast.someoneElse.password } }),
  'POST /api/account/requestPasswordReset': () => ({ path: '/api/account/requestPasswordReset', body: { email: journey.uniqueEmail('matrix-reset') } }),
  'PUT /api/account/timeZone': () => ({ path: '/api/account/timeZone', body: { timeZone: 'America/Chicago' } }),
  'POST /api/contact': () => ({
    path: '/api/contact',
    body: { name: 'Matrix Row', email: journey.uniqueEmail('matrix-contact'), firm: 'Matrix LLP', message: 'An inquiry of the matrix.' },
  }),
  'POST /api/account/resetPassword': () => ({
    path: '/api/account/resetPassword',
    body: { email: cast.someoneElse.email, token: 'not-the-token', password: journey.strongPassword() },
  }),
  'POST /api/account/requestClientPasswordReset': () => ({ path: '/api/account/requestClientPasswordReset', body: { applicationUserId: cast.someoneElse.id } }),
  'POST /api/client/acceptInvite': () => ({ path: '/api/client/acceptInvite', body: { shortCode: 'NotACode23456', password: journey.strongPassword() } }),
  'POST /api/account/changePassword': async (who) => {
    const account = await freshAccountOf(who);
    return {
      path: '/api/account/changePassword',
      token: account?.token,
      body: { oldPassword: account?.password ?? 'Not-Signed-In-1', newPassword: account?.password ?? 'Not-Signed-In-1' },
      // The site admin goes on with the session the change answers (it ends the others).
      answered: (answer) => {
        if (who.caller === 'Site Admin' && answer.status === 200) sessions['Site Admin'].token = answer.body.jwtToken;
      },
    };
  },
  'POST /api/account/verifyPhoneNumber': () => ({ path: '/api/account/verifyPhoneNumber', body: { phoneNumber: '555-123-4567' } }),
  // Seven digits: never a code that was sent.
  'POST /api/account/verifyVerificationCode': () => ({ path: '/api/account/verifyVerificationCode', body: { verificationCode: '0000000' } }),
  'POST /api/account/refresh': () => ({ path: '/api/account/refresh' }),
  'POST /api/account/spoofLogin': () => ({ path: '/api/account/spoofLogin', body: { userId: cast.someoneElse.id } }),
  'PUT /api/applicationUser/{id}/complianceReviewer': () => ({ path: `/api/applicationUser/${cast.someoneElse.id}/complianceReviewer` }),
  'DELETE /api/applicationUser/{id}/complianceReviewer': async () => ({
    path: `/api/applicationUser/${(await journey.complianceReviewer(api, adminToken(), 'matrix-revoked')).id}/complianceReviewer`,
  }),
  'GET /api/account/temporaryAccessToken': () => ({ path: '/api/account/temporaryAccessToken' }),
  'GET /api/applicationUser': () => ({ path: '/api/applicationUser?limit=5' }),
  'GET /api/applicationUser/{id} (their own)': (who) => ({ path: `/api/applicationUser/${who.session?.id ?? sessions.Client.id}` }),
  "GET /api/applicationUser/{id} (someone else's)": () => ({ path: `/api/applicationUser/${cast.someoneElse.id}` }),
  'PUT /api/applicationUser/{id}': () => ({ path: `/api/applicationUser/${cast.someoneElse.id}`, body: { email: cast.someoneElse.email } }),
  // Issue 36: mending accounts. A wrong password: refused on content for whoever may turn their own two-factor off.
  'POST /api/account/disableTwoFactor': () => ({ path: '/api/account/disableTwoFactor', body: { password: 'Not-The-Password-1' } }),
  'POST /api/applicationUser/{id}/disable': async () => ({ path: `/api/applicationUser/${(await register('matrix-disabled')).id}/disable` }),
  'POST /api/applicationUser/{id}/enable': () => ({ path: `/api/applicationUser/${cast.someoneElse.id}/enable` }),
  'POST /api/applicationUser/{id}/sendPasswordReset': () => ({ path: `/api/applicationUser/${cast.someoneElse.id}/sendPasswordReset` }),
  // A wrong password: nobody's account is closed by the table.
  'POST /api/account/close': () => ({ path: '/api/account/close', body: { password: 'Not-The-Password-1' } }),
  'GET /api/account/export': (who) => downloadLink(who, '/api/account/export'),
  ...deadLetters('identity'),

  // billing
  'GET /api/subscription/plans': () => ({ path: '/api/subscription/plans' }),
  'POST /api/subscription/validatePromotionCode': () => ({ path: '/api/subscription/validatePromotionCode', body: { code: 'SAVE10' } }),
  // A declined card: whoever gets through buys nothing.
  'POST /api/subscription/purchase': () => ({ path: '/api/subscription/purchase', body: purchasePayload({ paymentMethodId: 'pm_card_chargeDeclined' }) }),
  'POST /api/subscription/cancel': async (who) => {
    const owner = await journey.subscribe(api, 'matrix-cancel');
    const subscriptionId = await firstSubscriptionOf(owner);
    return { path: '/api/subscription/cancel', body: { subscriptionId }, token: who.caller === 'Subscriber' ? owner.token : who.session?.token };
  },
  'POST /api/subscription/updatePaymentMethod': () => ({
    path: '/api/subscription/updatePaymentMethod',
    body: { subscriptionId: cast.ownersSubscriptionId, paymentMethodId: 'pm_card_visa', name: 'Ada L', line1: '1 Main St', city: 'Town', state: 'IL', postal_code: '60601' },
  }),
  'POST /api/subscription/enterprise': () => ({ path: '/api/subscription/enterprise', body: { displayName: 'Matrix LLP', expiration: '2099-01-01' } }),
  'GET /api/subscription/{id}/members': () => ({ path: `/api/subscription/${cast.enterpriseId}/members` }),
  'POST /api/subscription/{id}/members': () => ({ path: `/api/subscription/${cast.enterpriseId}/members`, body: { email: journey.uniqueEmail('member') } }),
  'DELETE /api/subscription/{id}/members/{memberId}': () => ({ path: `/api/subscription/${cast.enterpriseId}/members/${randomUUID()}` }),
  'GET /api/subscription/{id}/stripeDetails': () => ({ path: `/api/subscription/${cast.ownersSubscriptionId}/stripeDetails` }),
  'GET /api/subscription/{id}/invoices': () => ({ path: `/api/subscription/${cast.ownersSubscriptionId}/invoices` }),
  'POST /api/subscription/changePlan': async (who) => {
    const owner = await journey.subscribe(api, 'matrix-change-plan');
    const subscriptionId = await firstSubscriptionOf(owner);
    return { path: '/api/subscription/changePlan', body: { subscriptionId, priceName: 'StandardYearly' }, token: who.caller === 'Subscriber' ? owner.token : who.session?.token };
  },
  'GET /api/subscription': () => ({ path: '/api/subscription?limit=5' }),
  'GET /api/subscription/{id}': () => ({ path: `/api/subscription/${cast.ownersSubscriptionId}` }),
  'PUT /api/subscription/{id}': async () => {
    const { body } = await api('GET', `/api/subscription/${cast.enterpriseId}`, { token: adminToken() });
    return {
      path: `/api/subscription/${cast.enterpriseId}`,
      body: { displayName: body.displayName, stripeExpiration: body.stripeExpiration, stripeStatus: body.stripeStatus, concurrencyCheck: body.concurrencyCheck },
    };
  },
  'GET /api/subscriptionUser': () => ({ path: '/api/subscriptionUser?includes=subscription' }),
  'POST /api/billing/stripeWebhook': () => ({ path: '/api/billing/stripeWebhook', body: { id: 'evt_1', object: 'event' } }),
  ...deadLetters('billing'),

  // clients
  'POST /api/client/invite': () => ({
    path: '/api/client/invite',
    body: { ...journey.personToInvite('Ivy', 'Matrix', '555-310-0002'), useEmail: true, useSms: false, reminderDays: 7, enableSupporters: false, isProctored: false },
  }),
  'GET /api/client/landingData': () => ({ path: `/api/client/landingData?shortCode=${journey.shortCodeOf(cast.client.shortCodeUrl)}` }),
  'POST /api/client/deleteClient': async () => ({
    path: '/api/client/deleteClient',
    body: { clientId: (await journey.invite(api, sessions.Subscriber, journey.personToInvite('Del', 'Eted', '555-310-0003'))).id },
  }),
  'POST /api/client/language': () => ({ path: '/api/client/language', body: { language: 'es' } }),
  'GET /api/client': () => ({ path: '/api/client?includes=forms' }),
  'GET /api/client/{id}': () => ({ path: `/api/client/${cast.client.id}?includes=forms,supporters,clientEvents` }),
  'PUT /api/client/{id}': async () => ({
    path: `/api/client/${(await journey.invite(api, sessions.Subscriber, journey.personToInvite('Cora', 'Rected', '555-310-0004'))).id}`,
    body: { firstName: 'Cora', lastName: 'Corrected', email: null, phoneNumber: '555-310-0004', useEmail: false, useSms: true },
  }),
  'POST /api/client/resendInvitation': async () => ({
    path: '/api/client/resendInvitation',
    body: { clientId: (await journey.invite(api, sessions.Subscriber, journey.personToInvite('Rhea', 'Sent', '555-310-0005'))).id },
  }),
  'PUT /api/client/{id}/caseDetails': () => ({
    path: `/api/client/${cast.client.id}/caseDetails`,
    body: { court: 'Franklin County Court of Common Pleas', caseNumber: '2025 CR 00123' },
  }),
  'GET /api/supporter/landingData': () => ({ path: `/api/supporter/landingData?shortCode=${cast.supporterCode}` }),
  'POST /api/supporter/submit': () => ({ path: '/api/supporter/submit', body: { shortCode: cast.supporterCode, supportText: 'A draft', isComplete: false } }),
  'GET /api/compliance/client': () => ({ path: `/api/compliance/client?filter=${encodeURIComponent('deleted = false')}` }),
  'GET /api/compliance/client/{id}/timeline': () => ({ path: `/api/compliance/client/${cast.client.id}/timeline?limit=10` }),
  'GET /api/compliance/client/{id}/replay': () => ({ path: `/api/compliance/client/${cast.client.id}/replay?at=${encodeURIComponent(new Date().toISOString())}` }),
  'GET /api/compliance/client/{id}/verify': () => ({ path: `/api/compliance/client/${cast.client.id}/verify` }),
  'GET /api/compliance/client/{id}/export.jsonl': (who) => downloadLink(who, `/api/compliance/client/${cast.client.id}/export.jsonl`),
  'GET /api/compliance/client/{id}/summary.docx': (who) => downloadLink(who, `/api/compliance/client/${cast.client.id}/summary.docx`),
  ...deadLetters('clients'),

  // survey
  'GET /api/template': () => ({ path: '/api/template?limit=100' }),
  'POST /api/template': () => ({ path: '/api/template', body: templateBody(`Matrix${randomUUID().slice(0, 8)}`) }),
  'GET /api/template/{id}': () => ({ path: `/api/template/${cast.testTemplateId}` }),
  'PUT /api/template/{id}': async () => {
    const { body } = await api('GET', `/api/template/${cast.testTemplateId}`, { token: adminToken() });
    return { path: `/api/template/${cast.testTemplateId}`, body: { ...templateBody(body.key), concurrencyCheck: body.concurrencyCheck } };
  },
  'GET /api/form': () => ({ path: '/api/form' }),
  'GET /api/form/{id}': () => ({ path: `/api/form/${cast.form.id}?includes=pages,pages.template,client` }),
  "GET /api/form/{id} (another subscriber's client's)": () => ({ path: `/api/form/${cast.othersForm.id}?includes=pages` }),
  'POST /api/form/{id}/finalize': () => ({ path: `/api/form/${cast.form.id}/finalize` }),
  "POST /api/form/{id}/finalize (another subscriber's client's)": () => ({ path: `/api/form/${cast.othersForm.id}/finalize` }),
  'PUT /api/form/{id}/position': () => ({ path: `/api/form/${cast.form.id}/position`, body: { pageId: cast.page.id } }),
  'GET /api/answerSet/{id}': () => ({ path: `/api/answerSet/${cast.page.answerSetId}` }),
  "GET /api/answerSet/{id} (another subscriber's client's)": () => ({ path: `/api/answerSet/${cast.othersForm.pages![0].answerSetId}` }),
  'PUT /api/answerSet/{id}': async () => ({ path: `/api/answerSet/${cast.filePage.answerSetId}`, body: await saveBody(cast.filePage.answerSetId) }),
  "PUT /api/answerSet/{id} (another subscriber's client's)": async () => ({
    path: `/api/answerSet/${cast.othersFilePage.answerSetId}`,
    body: await saveBody(cast.othersFilePage.answerSetId),
  }),
  "PUT /api/answerSet/{id} (a proctored client's)": async () => ({
    path: `/api/answerSet/${cast.proctoredPage.answerSetId}`,
    body: { answers: {}, concurrencyCheck: await answerSetVersion(cast.proctoredPage.answerSetId) },
  }),
  'POST /api/answerSet/{id}/file': () => upload(cast.filePage),
  "POST /api/answerSet/{id}/file (another subscriber's client's)": () => upload(cast.othersFilePage),
  'GET /api/answerSet/{id}/file/{filename}': (who) => downloadLink(who, fileDownloadPath(cast.filePage, cast.fileValue)),
  "GET /api/answerSet/{id}/file/{filename} (another subscriber's client's)": (who) => downloadLink(who, fileDownloadPath(cast.othersFilePage, cast.othersFileValue)),
  'POST /api/form/{id}/checkOut': async () => ({
    path: `/api/form/${(await invitedWithForm(sessions.Subscriber, { isProctored: true })).formId}/checkOut`,
    body: { deviceName: 'Office laptop' },
  }),
  'POST /api/form/{id}/checkIn': () => ({ path: `/api/form/${cast.proctoredFormId}/checkIn`, body: { checkOutId: randomUUID(), answerSets: [] } }),
  ...deadLetters('survey'),

  // reporting
  'GET /api/form/{id}/report': (who) => downloadLink(who, `/api/form/${cast.completedFormId}/report`),
  'GET /api/supporter/{id}/letter': (who) => downloadLink(who, `/api/supporter/${cast.signedSupporterId}/letter`),
  'GET /api/client/{id}/letters': (who) => downloadLink(who, `/api/client/${cast.completedClientId}/letters`),
  'GET /api/stats/adminDashboard': () => ({ path: '/api/stats/adminDashboard' }),
  'GET /api/stats/export': (who) => downloadLink(who, '/api/stats/export?name=usageByUser'),
  'POST /api/form/{id}/adjust': () => ({ path: `/api/form/${cast.completedFormId}/adjust`, body: { adjuster: 'ThirdPerson' } }),
  'GET /api/form/{id}/summary': () => ({ path: `/api/form/${cast.completedFormId}/summary` }),
  'GET /api/client/{id}/reportChoice': () => ({ path: `/api/client/${cast.client.id}/reportChoice` }),
  'PUT /api/client/{id}/reportChoice': () => ({ path: `/api/client/${cast.client.id}/reportChoice`, body: { edition: 'court', sections: ['answers'] } }),
  ...deadLetters('reporting'),

  // notification
  'GET /api/contentBlock': () => ({ path: '/api/contentBlock?limit=5' }),
  'POST /api/contentBlock': () => ({ path: '/api/contentBlock', body: { slug: uniqueSlug(), title: 'Matrix', value: 'A page.', isPage: true } }),
  'GET /api/contentBlock/slug/{slug}': () => ({ path: '/api/contentBlock/slug/terms-and-conditions' }),
  'GET /api/contentBlock/{id}': () => ({ path: `/api/contentBlock/${cast.contentBlockId}` }),
  'PUT /api/contentBlock/{id}': async () => {
    const { body } = await api('GET', `/api/contentBlock/${cast.contentBlockId}`, { token: adminToken() });
    return {
      path: `/api/contentBlock/${cast.contentBlockId}`,
      body: { slug: body.slug, title: body.title, value: body.value, isPage: body.isPage, concurrencyCheck: body.concurrencyCheck },
    };
  },
  // The development pages answer anyone on this machine (the gateway: the loopback interface only).
  'GET /api/dev/mailbox.json': () => ({ path: '/api/dev/mailbox.json' }),
  'GET /api/dev/outbox.json': () => ({ path: '/api/dev/outbox.json' }),
  'GET /api/dev/mailbox': () => ({ path: '/api/dev/mailbox' }),
  'GET /api/dev/mailbox/{id}': () => ({ path: `/api/dev/mailbox/${cast.mailId}` }),
  'GET /api/dev/outbox': () => ({ path: '/api/dev/outbox' }),
  'POST /api/form/{id}/reminder': () => ({ path: `/api/form/${cast.form.id}/reminder` }),
  'GET /api/account/notificationSettings': () => ({ path: '/api/account/notificationSettings' }),
  'PUT /api/account/notificationSettings': () => ({
    path: '/api/account/notificationSettings',
    body: {
      email: { formCompleted: true, letterSigned: true, reportReady: true, clientNotStarted: false },
      sms: { formCompleted: false, letterSigned: false, reportReady: false, clientNotStarted: false },
      phoneNumber: null,
      notStartedDays: 5,
    },
  }),
  ...deadLetters('notification'),
};

const anyone: Statuses = /*                          */ [200, 200, 200, 200, 200, 200, 200];
const signedIn: Statuses = /*                        */ [401, 200, 401, 200, 200, 200, 200];
const signedInButClients: Statuses = /*              */ [401, 403, 401, 200, 200, 200, 200];
const siteAdmins: Statuses = /*                      */ [401, 403, 401, 403, 403, 403, 200];
const reviewers: Statuses = /*                       */ [401, 403, 401, 403, 403, 200, 403];
const subscribersAndSiteAdmins: Statuses = /*        */ [401, 403, 401, 200, 200, 403, 200];
/** The owner's client's (the Client's own) form, page or answer set. */
const theClientsOwnersAndSiteAdmins: Statuses = /*   */ [401, 200, 401, 200, 404, 403, 200];
/** The owner's client's, to the subscribers' and site admins' roles: another subscriber gets no existence leak. */
const itsSubscriberAndSiteAdmins: Statuses = /*      */ [401, 403, 401, 200, 404, 403, 200];
const itsUsersAndSiteAdmins: Statuses = /*           */ [401, 403, 401, 200, 403, 403, 200];
const deadLetterRows = (service: string): Record<string, Statuses> => ({
  [`GET /api/deadLetters/${service}`]: siteAdmins,
  [`POST /api/deadLetters/${service}/{id}/replay`]: [401, 403, 401, 403, 403, 403, 404],
});

// The expected status of every cell.            anonymous  Client  Supporter  Subscriber  other Sub.  Reviewer  Site Admin
const expected: Record<keyof typeof calls, Statuses> = {
  'POST /api/account/register': anyone,
  'POST /api/account/login': anyone,
  'POST /api/account/requestPasswordReset': anyone,
  'POST /api/contact': anyone,
  // Anyone signed in keeps their own time zone (issue 36, item 12).
  'PUT /api/account/timeZone': signedIn,
  // A reset token that was never sent, an invitation code that was never made: refused on content, for everyone.
  'POST /api/account/resetPassword': /*                     */ [400, 400, 400, 400, 400, 400, 400],
  'POST /api/account/requestClientPasswordReset': anyone,
  'POST /api/client/acceptInvite': /*                       */ [400, 400, 400, 400, 400, 400, 400],
  // Clients cannot change their password or enable two-factor (spec 01 §2).
  'POST /api/account/changePassword': signedInButClients,
  'POST /api/account/verifyPhoneNumber': signedInButClients,
  'POST /api/account/verifyVerificationCode': /*            */ [401, 403, 401, 400, 400, 400, 400],
  'POST /api/account/refresh': signedIn,
  'POST /api/account/spoofLogin': siteAdmins,
  'PUT /api/applicationUser/{id}/complianceReviewer': /*    */ [401, 403, 401, 403, 403, 403, 204],
  'DELETE /api/applicationUser/{id}/complianceReviewer': /* */ [401, 403, 401, 403, 403, 403, 204],
  'GET /api/account/temporaryAccessToken': signedIn,
  'GET /api/applicationUser': siteAdmins,
  'GET /api/applicationUser/{id} (their own)': signedIn,
  "GET /api/applicationUser/{id} (someone else's)": siteAdmins,
  // Saving a user's name and email (issue 36, no longer the spec's 'Not Supported').
  'PUT /api/applicationUser/{id}': siteAdmins,
  'POST /api/account/disableTwoFactor': /*                  */ [401, 403, 401, 400, 400, 400, 400],
  'POST /api/applicationUser/{id}/disable': siteAdmins,
  'POST /api/applicationUser/{id}/enable': siteAdmins,
  'POST /api/applicationUser/{id}/sendPasswordReset': siteAdmins,
  // A subscriber's own account: refused on content (a wrong password) for them, to everyone else.
  'POST /api/account/close': /*                             */ [401, 403, 401, 400, 400, 403, 403],
  'GET /api/account/export': /*                             */ [401, 403, 401, 200, 200, 403, 403],
  ...deadLetterRows('identity'),

  'GET /api/subscription/plans': anyone,
  'POST /api/subscription/validatePromotionCode': signedInButClients,
  // Subscribers have an active subscription already (409); the others' declined card is a 400.
  'POST /api/subscription/purchase': /*                     */ [401, 403, 401, 409, 409, 400, 400],
  'POST /api/subscription/cancel': itsUsersAndSiteAdmins,
  'POST /api/subscription/updatePaymentMethod': itsUsersAndSiteAdmins,
  'POST /api/subscription/enterprise': siteAdmins,
  'GET /api/subscription/{id}/members': siteAdmins,
  'POST /api/subscription/{id}/members': siteAdmins,
  // An unknown member: 404 for the site admin who got through.
  'DELETE /api/subscription/{id}/members/{memberId}': /*    */ [401, 403, 401, 403, 403, 403, 404],
  'GET /api/subscription/{id}/stripeDetails': itsUsersAndSiteAdmins,
  'GET /api/subscription/{id}/invoices': itsUsersAndSiteAdmins,
  'POST /api/subscription/changePlan': itsUsersAndSiteAdmins,
  'GET /api/subscription': siteAdmins,
  'GET /api/subscription/{id}': siteAdmins,
  'PUT /api/subscription/{id}': siteAdmins,
  'GET /api/subscriptionUser': signedIn,
  // No signature: refused whoever sends it.
  'POST /api/billing/stripeWebhook': /*                     */ [400, 400, 400, 400, 400, 400, 400],
  ...deadLetterRows('billing'),

  'POST /api/client/invite': /*                             */ [401, 403, 401, 200, 200, 403, 403],
  'GET /api/client/landingData': anyone,
  'POST /api/client/deleteClient': /*                       */ [401, 403, 401, 204, 404, 403, 204],
  'POST /api/client/language': /*                           */ [401, 204, 401, 403, 403, 403, 403],
  'GET /api/client': subscribersAndSiteAdmins,
  'GET /api/client/{id}': itsSubscriberAndSiteAdmins,
  'PUT /api/client/{id}/caseDetails': itsSubscriberAndSiteAdmins,
  'PUT /api/client/{id}': itsSubscriberAndSiteAdmins,
  'POST /api/client/resendInvitation': itsSubscriberAndSiteAdmins,
  'GET /api/supporter/landingData': anyone,
  'POST /api/supporter/submit': anyone,
  'GET /api/compliance/client': reviewers,
  'GET /api/compliance/client/{id}/timeline': reviewers,
  'GET /api/compliance/client/{id}/replay': reviewers,
  'GET /api/compliance/client/{id}/verify': reviewers,
  'GET /api/compliance/client/{id}/export.jsonl': reviewers,
  'GET /api/compliance/client/{id}/summary.docx': reviewers,
  ...deadLetterRows('clients'),

  'GET /api/template': subscribersAndSiteAdmins,
  'POST /api/template': /*                                  */ [401, 403, 401, 403, 403, 403, 201],
  'GET /api/template/{id}': subscribersAndSiteAdmins,
  'PUT /api/template/{id}': siteAdmins,
  'GET /api/form': /*                                       */ [401, 200, 401, 200, 200, 403, 200],
  'GET /api/form/{id}': theClientsOwnersAndSiteAdmins,
  "GET /api/form/{id} (another subscriber's client's)": /*  */ [401, 404, 401, 404, 200, 403, 200],
  // An unfinished form: whoever gets through is told what is missing (400); a subscriber does not answer for a client who is not proctored.
  'POST /api/form/{id}/finalize': /*                        */ [401, 400, 401, 403, 404, 403, 400],
  "POST /api/form/{id}/finalize (another subscriber's client's)": [401, 404, 401, 404, 403, 403, 400],
  'PUT /api/form/{id}/position': /*                         */ [401, 204, 401, 403, 404, 403, 204],
  'GET /api/answerSet/{id}': theClientsOwnersAndSiteAdmins,
  "GET /api/answerSet/{id} (another subscriber's client's)": [401, 404, 401, 404, 200, 403, 200],
  'PUT /api/answerSet/{id}': /*                             */ [401, 200, 401, 403, 404, 403, 200],
  "PUT /api/answerSet/{id} (another subscriber's client's)": [401, 404, 401, 404, 403, 403, 200],
  "PUT /api/answerSet/{id} (a proctored client's)": /*      */ [401, 404, 401, 200, 404, 403, 200],
  'POST /api/answerSet/{id}/file': /*                       */ [401, 200, 401, 403, 404, 403, 200],
  "POST /api/answerSet/{id}/file (another subscriber's client's)": [401, 404, 401, 404, 403, 403, 200],
  'GET /api/answerSet/{id}/file/{filename}': theClientsOwnersAndSiteAdmins,
  "GET /api/answerSet/{id}/file/{filename} (another subscriber's client's)": [401, 404, 401, 404, 200, 403, 200],
  'POST /api/form/{id}/checkOut': /*                        */ [401, 403, 401, 200, 404, 403, 403],
  // Never checked out: the subscriber who got through is told so.
  'POST /api/form/{id}/checkIn': /*                         */ [401, 403, 401, 409, 404, 403, 403],
  ...deadLetterRows('survey'),

  'GET /api/form/{id}/report': itsSubscriberAndSiteAdmins,
  'GET /api/supporter/{id}/letter': itsSubscriberAndSiteAdmins,
  'GET /api/client/{id}/letters': itsSubscriberAndSiteAdmins,
  'GET /api/stats/adminDashboard': siteAdmins,
  'GET /api/stats/export': siteAdmins,
  'POST /api/form/{id}/adjust': itsSubscriberAndSiteAdmins,
  'GET /api/form/{id}/summary': itsSubscriberAndSiteAdmins,
  'GET /api/client/{id}/reportChoice': itsSubscriberAndSiteAdmins,
  'PUT /api/client/{id}/reportChoice': itsSubscriberAndSiteAdmins,
  ...deadLetterRows('reporting'),

  'GET /api/contentBlock': siteAdmins,
  'POST /api/contentBlock': /*                              */ [401, 403, 401, 403, 403, 403, 201],
  'GET /api/contentBlock/slug/{slug}': anyone,
  'GET /api/contentBlock/{id}': siteAdmins,
  'PUT /api/contentBlock/{id}': siteAdmins,
  'GET /api/dev/mailbox.json': anyone,
  'GET /api/dev/outbox.json': anyone,
  'GET /api/dev/mailbox': anyone,
  'GET /api/dev/mailbox/{id}': anyone,
  'GET /api/dev/outbox': anyone,
  'POST /api/form/{id}/reminder': /*                        */ [401, 403, 401, 204, 404, 403, 204],
  // Each caller's own settings: attorneys (and site admins); clients and reviewers have none.
  'GET /api/account/notificationSettings': subscribersAndSiteAdmins,
  'PUT /api/account/notificationSettings': subscribersAndSiteAdmins,
  ...deadLetterRows('notification'),
};

/** The operation a row calls: its name without the variant. */
const operationOf = (row: string) => row.replace(/ \(.*\)$/, '');

/** The merged OpenAPI document, as a site admin reads it (through the admin pages' cookie). */
async function openApiOperations(): Promise<string[]> {
  const temporary = await journey.downloadToken(api, sessions['Site Admin']);
  const exchange = await fetch(`${system().gatewayUrl}${AdminPages.apiDocsPath}?temporaryAccessToken=${encodeURIComponent(temporary)}`, { redirect: 'manual' });
  const cookie = exchange.headers
    .getSetCookie()
    .find((set) => set.includes(`Path=${AdminPages.apiDescriptionPath}`))!
    .split(';')[0];
  const document = (await (await fetch(`${system().gatewayUrl}${AdminPages.apiDescriptionPath}`, { headers: { cookie } })).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

/** The client who completes their form and lists two supporters, each invited by mail; one signs their letter. */
async function completedWithSupporters(templates: Template[]) {
  const person = journey.personToInvite('Marisol', 'Matrix', '555-310-1001');
  const client = await journey.invite(
    api,
    sessions.Subscriber,
    person,
    templates.filter((template) => template.isDefault).map((template) => template.id),
    { enableSupporters: true },
  );
  const { session, form } = await journey.acceptAndOpenForm(api, client, person.password);
  const letters = form.pages!.find((page) => page.template!.key === SUPPORTERS_TEMPLATE_KEY)!;
  for (const page of form.pages!.filter((page) => page !== letters)) await journey.saveAnswers(api, session, page.answerSet!, journey.answersTo(page.template!, 'Marisol'));
  const supporters = [journey.uniqueEmail('signer'), journey.uniqueEmail('supporter')];
  const [first, second] = [supporterSlotKeys(1), supporterSlotKeys(2)];
  await journey.saveAnswers(api, session, letters.answerSet!, {
    [first.firstName]: 'Beatriz',
    [first.lastName]: 'Matrix',
    [first.clientRelationship]: 'Aunt',
    [first.email]: supporters[0],
    [second.add]: 'Yes',
    [second.firstName]: 'Darnell',
    [second.lastName]: 'Matrix',
    [second.clientRelationship]: 'Coach',
    [second.email]: supporters[1],
    [supporterSlotKeys(3).add]: 'No',
  });
  expect((await api('POST', `/api/form/${form.id}/finalize`, { token: session.token })).status).toBe(200);
  const [signerCode, supporterCode] = await Promise.all(
    supporters.map(async (email) => {
      const mail = await journey.waitUntil(async () => (await api('GET', `/api/dev/mailbox.json?to=${encodeURIComponent(email)}`)).body[0] as LocalMail | undefined);
      return journey.shortCodeOf(/https?:\/\/\S+\/p\/[A-Za-z0-9]{13}/.exec(mail.text!)![0]);
    }),
  );
  const signed = { shortCode: signerCode, supportText: 'I have known Marisol all her life.', signatureName: 'Beatriz Matrix', isComplete: true, eSignConsent: true };
  expect((await api('POST', '/api/supporter/submit', { body: signed })).status).toBe(200);
  const view = await journey.waitUntil(async () => {
    const answer = await api('GET', `/api/client/${client.id}?includes=supporters`, { token: sessions.Subscriber.token });
    return (answer.body as Client).supporters?.find((supporter) => supporter.isCompleted);
  });
  return { formId: form.id, clientId: client.id, signedSupporterId: view.id, supporterCode };
}

beforeAll(async () => {
  sessions['Site Admin'] = { ...(await journey.signIn(api, admin.email, admin.password)), password: admin.password };
  sessions.Subscriber = await journey.subscribe(api, 'matrix-owner');
  sessions['other Subscriber'] = await journey.subscribe(api, 'matrix-other');
  sessions['Compliance Reviewer'] = await journey.complianceReviewer(api, adminToken(), 'matrix-reviewer');
  cast.someoneElse = await register('someone-else');
  cast.ownersSubscriptionId = await firstSubscriptionOf(sessions.Subscriber);
  cast.enterpriseId = (await api('POST', '/api/subscription/enterprise', { token: adminToken(), body: { displayName: 'Matrix Partners', expiration: '2099-01-01' } })).body.id;

  const templates = (await api('GET', '/api/template?limit=100', { token: sessions.Subscriber.token })).body as Template[];
  const withAFileQuestion = [...templates.filter((template) => template.isDefault), templates.find((template) => template.key === 'MilitaryService')!];
  const person = journey.personToInvite('Kayla', 'Matrix', '555-310-1000');
  cast.client = await journey.invite(
    api,
    sessions.Subscriber,
    person,
    withAFileQuestion.map((template) => template.id),
  );
  const { session, form } = await journey.acceptAndOpenForm(api, cast.client, person.password);
  sessions.Client = { ...session, password: person.password };
  cast.form = form;
  [cast.page] = cast.form.pages!;
  cast.filePage = fileQuestionOf(cast.form);
  cast.fileValue = (await send({ caller: 'Client', session: sessions.Client }, 'POST', () => upload(cast.filePage))).body.value;

  const proctored = await invitedWithForm(sessions.Subscriber, { isProctored: true });
  cast.proctoredFormId = proctored.formId;
  [cast.proctoredPage] = (await formAsAdmin(proctored.formId)).pages!;
  cast.othersForm = await formAsAdmin(
    (
      await invitedWithForm(
        sessions['other Subscriber'],
        {},
        withAFileQuestion.map((template) => template.id),
      )
    ).formId,
  );
  cast.othersFilePage = fileQuestionOf(cast.othersForm);
  cast.othersFileValue = (await send({ caller: 'Site Admin', session: sessions['Site Admin'] }, 'POST', () => upload(cast.othersFilePage))).body.value;
  const completed = await completedWithSupporters(templates);
  cast.completedFormId = completed.formId;
  cast.completedClientId = completed.clientId;
  cast.signedSupporterId = completed.signedSupporterId;
  cast.supporterCode = completed.supporterCode;

  cast.testTemplateId = (await api('POST', '/api/template', { token: adminToken(), body: templateBody(`Matrix${randomUUID().slice(0, 8)}`) })).body.id;
  cast.contentBlockId = (await api('POST', '/api/contentBlock', { token: adminToken(), body: { slug: uniqueSlug(), value: 'A page.', isPage: true } })).body.id;
  cast.mailId = ((await api('GET', '/api/dev/mailbox.json')).body as LocalMail[])[0].id;

  // Reporting and notification learn of the forms, the letter and the client from the others' events.
  const owner: Who = { caller: 'Subscriber', session: sessions.Subscriber };
  for (const row of ['GET /api/form/{id}/report', 'GET /api/supporter/{id}/letter', 'GET /api/client/{id}/letters', 'POST /api/form/{id}/reminder']) {
    await journey.waitUntil(async () => (await send(owner, row.split(' ')[0], calls[row])).status !== 404);
  }
}, 600_000);

/** Sends a cell's call: JSON with the caller's bearer token, or as `Sent` says. */
async function send(who: Who, method: string, call: Call): Promise<ApiAnswer> {
  const sent = await call(who);
  const token = sent.token === undefined ? who.session?.token : sent.token;
  let answer: ApiAnswer;
  if (sent.file) {
    const form = new FormData();
    form.append('file', new Blob([sent.file.content], { type: 'application/octet-stream' }), sent.file.name);
    const response = await fetch(`${system().gatewayUrl}${sent.path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
    const text = await response.text();
    answer = { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  } else {
    answer = await api(method, sent.path, { token, body: sent.body });
  }
  sent.answered?.(answer);
  return answer;
}

it('has a row for every operation of the OpenAPI document, and none for an operation it does not hold', async () => {
  const documented = await openApiOperations();
  expect(Object.keys(calls).sort()).toEqual(Object.keys(expected).sort());
  const rows = new Set(Object.keys(expected).map(operationOf));
  expect(documented.filter((operation) => !rows.has(operation))).toEqual([]);
  expect([...rows].filter((row) => !documented.includes(row))).toEqual([]);
});

const table: [string, Caller, number][] = Object.entries(expected).flatMap(([row, statuses]) => callers.map((caller, i): [string, Caller, number] => [row, caller, statuses[i]]));

it.each(table)('%s as %s -> %i', async (row, caller, status) => {
  const who: Who = { caller, session: caller === 'anonymous' || caller === 'Supporter' ? undefined : sessions[caller] };
  const answer = await send(who, row.split(' ')[0], calls[row]);
  expect({ status: answer.status, body: answer.status === status ? undefined : answer.body }).toEqual({ status, body: undefined });
  if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: 'You are not logged in or do not have access.', SubErrors: [] });
});

it("leaves no trace of a refused call: the Client's form was written by the Client and the site admin only, the owner's subscription by the owner and the site admin only", async () => {
  const writersOf = async (service: 'survey' | 'billing', streamId: string) =>
    // The form was made by the owner's invitation (survey's FormCreated carries its actor).
    new Set((await system().services[service].runtime.store.readStream(streamId)).filter((event) => event.type !== 'FormCreated').map((event) => event.metadata.actorUserId));
  expect(await writersOf('survey', formStreamId(cast.form.id))).toEqual(new Set([sessions.Client.id, sessions['Site Admin'].id]));
  expect(await writersOf('billing', subscriptionStreamId(cast.ownersSubscriptionId))).toEqual(new Set([sessions.Subscriber.id, sessions['Site Admin'].id]));
});
