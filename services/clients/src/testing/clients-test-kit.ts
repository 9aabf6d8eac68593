/**
 * Integration-test kit: the clients service as it runs, next to stand-ins named 'billing', 'identity',
 * 'survey' and 'notification' (their personal-data rules and event stores, nothing else: platform's
 * `startStandInService`), whose events reach clients through the real relay, JetStream and their
 * vaults. Access tokens are signed with the platform's test key set, which clients verifies.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  billingPersonalData,
  identityPersonalData,
  notificationPersonalData,
  Roles,
  surveyPersonalData,
  type ClientEventData,
  type ListedSupporter,
  type BillingEventData,
  type BillingEventType,
  type IdentityEventData,
  type IdentityEventType,
  type MessageEventType,
  type NotificationTemplate,
  type Role,
  type SurveyEventData,
  type SurveyEventType,
  type TemplateFields,
} from '@app/contracts';
import { startService } from '@app/platform';
import { apiOf, startAmongStandIns, startStandInService, testBus, testServiceEnv, testTokenKeys, UNUSED_JWKS_URL } from '@app/platform/testing';
import { clientsService } from '../clients.service.js';
import { clientStreamId } from '../clients/client.js';
import { LinkCodeHashes } from '../short-codes/link-code-hashes.js';
import { ShortCodes } from '../short-codes/short-codes.js';
import { CLIENT_ACCOUNTS_HANDLER } from '../reactions/client-accounts.reaction.js';
import { CLIENT_MESSAGES_HANDLER } from '../reactions/client-messages.reaction.js';
import { SURVEY_PROGRESS_HANDLER } from '../reactions/survey-progress.reaction.js';
import { SUBSCRIBER_NAMES_HANDLER } from '../reactions/subscriber-names.reaction.js';
import { SUBSCRIPTIONS_HANDLER } from '../reactions/subscriptions.reaction.js';
import { SUPPORTERS_LISTED_HANDLER } from '../reactions/supporters-listed.reaction.js';
import { supporterIdOf, supporterStreamId } from '../supporters/supporter.js';
import { TEMPLATE_CATALOGUE_HANDLER } from '../reactions/template-catalogue.reaction.js';

export const TEST_PUBLIC_URL = 'https://app.example.test';

export interface TestUser {
  id: string;
  email: string;
  roles: Role[];
  token: string;
}

/** Short codes a test chooses (then random ones): for collisions. */
export class ScriptedShortCodes extends ShortCodes {
  readonly queue: string[] = [];

  override next(): string {
    return this.queue.shift() ?? super.next();
  }
}

/** A subscription's state as billing's subscription events carry it: active for 30 more days unless told otherwise. */
export const subscriptionState = (subscriptionId: string, over: Partial<BillingEventData<'SubscriptionExpired'>> = {}): BillingEventData<'SubscriptionExpired'> => ({
  subscriptionId,
  displayName: 'Standard Monthly',
  priceName: 'StandardMonthly',
  isEnterprise: false,
  stripeStatus: 'active',
  stripeExpiration: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  isActive: true,
  userIds: [],
  ...over,
});

export const templateFields = (over: Partial<TemplateFields> = {}): TemplateFields => {
  const templateId = over.templateId ?? randomUUID();
  return {
    templateId,
    key: `page_${templateId.slice(0, 8)}`,
    title: `Page ${templateId.slice(0, 4)}`,
    subscriberTitle: `Page ${templateId.slice(0, 4)} (subscriber)`,
    description: null,
    defaultWeight: 0,
    isOptional: false,
    isDefault: false,
    stopIfOffline: false,
    questions: [{ key: 'firstQuestion', label: 'A question', isRequired: false, questionType: 'Text' }],
    ...over,
  };
};

export const invitePayload = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${randomUUID().slice(0, 8)}@example.test`,
  phoneNumber: '555-123-4567',
  ...over,
});

/** A supporter as the client lists them on the letters-of-support page (slot 1 unless told otherwise). */
export const listedSupporter = (over: Partial<ListedSupporter> = {}): ListedSupporter => ({
  slot: 1,
  firstName: 'Katherine',
  lastName: 'Johnson',
  clientRelationship: 'Sister',
  email: `katherine-${randomUUID().slice(0, 8)}@example.test`,
  phoneNumber: null,
  ...over,
});

type ClientOfTest = { id: string; subscriberId: string };

export type ClientsHarness = Awaited<ReturnType<typeof startClients>>;

export async function startClients(label: string, { env: extraEnv = {}, shortCodes }: { env?: Record<string, string>; shortCodes?: ShortCodes } = {}) {
  const bus = testBus(label);
  const keys = await testTokenKeys();
  const billing = await startStandInService('billing', billingPersonalData, `${label}_bil`, bus.prefix);
  const identity = await startStandInService('identity', identityPersonalData, `${label}_idn`, bus.prefix);
  const survey = await startStandInService('survey', surveyPersonalData, `${label}_svy`, bus.prefix);
  const notification = await startStandInService('notification', notificationPersonalData, `${label}_ntf`, bus.prefix);
  const standIns = [billing, identity, survey, notification];
  const env = testServiceEnv(`${label}_cli`, bus.prefix, { JWKS_URL: UNUSED_JWKS_URL, PUBLIC_URL: TEST_PUBLIC_URL, LANDING_LOOKUPS_PER_ADDRESS: '100000', ...extraEnv });
  const service = await startAmongStandIns(bus, standIns, env, () => startService({ ...clientsService({ shortCodes }), verificationKeys: keys.verificationKeys }, env));
  const { running, consumed } = service;
  const api = apiOf(running.url);

  async function user(roles: Role[] = [], labelOf = 'user', id: string = randomUUID()): Promise<TestUser> {
    const email = `${labelOf}-${id.slice(0, 8)}@example.test`;
    return { id, email, roles, token: await keys.sign({ userId: id, userName: email, roles, expiresIn: 60 * 60 }) };
  }

  const harness = {
    bus,
    running,
    env,
    api,
    user,
    admin: () => user([Roles.SiteAdmin], 'admin'),
    /** The client's own session (the token identity gives the client's account). */
    clientUser: (client: { applicationUserId: string }) => user([Roles.Client], 'client', client.applicationUserId),

    /** Billing's event (on the subscription's stream), once clients has applied it. */
    billingEvent: <T extends BillingEventType>(type: T, data: BillingEventData<T>) =>
      billing.append(`subscription-${(data as { subscriptionId: string }).subscriptionId}`, type, data).then(consumed('billing', SUBSCRIPTIONS_HANDLER)),

    /** Identity's event (on the user's stream), once clients' `handler` has applied it. */
    identityEvent: <T extends IdentityEventType>(type: T, data: IdentityEventData<T>, handler: string) =>
      identity.append(`user-${(data as { userId: string }).userId}`, type, data).then(consumed('identity', handler)),

    /** Survey's event on `streamId`, once clients' `handler` has applied it. */
    surveyEvent: <T extends SurveyEventType>(streamId: string, type: T, data: SurveyEventData<T>, handler = SURVEY_PROGRESS_HANDLER) =>
      survey.append(streamId, type, data).then(consumed('survey', handler)),

    /** A signed-in subscriber with a name at identity and an active card subscription at billing (unless `active: false`). */
    async subscriber({ firstName = 'Ada', lastName = 'Lovelace', active = true }: { firstName?: string | null; lastName?: string | null; active?: boolean } = {}) {
      const who = await user([Roles.Subscriber], 'subscriber');
      await harness.identityEvent('UserRegistered', { userId: who.id, email: who.email, passwordHash: null, roles: [], source: 'self' }, SUBSCRIBER_NAMES_HANDLER);
      await harness.identityEvent('UserProfileChanged', { userId: who.id, firstName, lastName }, SUBSCRIBER_NAMES_HANDLER);
      const subscriptionId = randomUUID();
      await harness.billingEvent('SubscriptionPurchased', {
        ...subscriptionState(subscriptionId, { userIds: [who.id], isActive: active }),
        userId: who.id,
        renewal: false,
        stripeCustomerId: 'cus_test',
        stripeSubscriptionId: `sub_${subscriptionId.slice(0, 8)}`,
        stripePriceId: 'price_test',
        stripePromotionCodeId: null,
      });
      return { ...who, subscriptionId };
    },

    /** Billing's expiry of the subscriber's subscription. */
    expire: (who: { id: string; subscriptionId: string }) =>
      harness.billingEvent('SubscriptionExpired', subscriptionState(who.subscriptionId, { userIds: [who.id], isActive: false, stripeExpiration: new Date().toISOString() })),

    /** A template survey created (a default one unless told otherwise). */
    async template(over: Partial<TemplateFields> = {}): Promise<TemplateFields> {
      const fields = templateFields({ isDefault: true, ...over });
      await harness.surveyEvent(`template-${fields.templateId}`, 'TemplateCreated', { ...fields, source: 'seed' }, TEMPLATE_CATALOGUE_HANDLER);
      return fields;
    },

    invite: (who: TestUser, payload: Record<string, unknown> = invitePayload()) => api('POST', '/api/client/invite', { token: who.token, body: payload }),

    /** A client `who` invited (200 asserted). */
    async invited(who: TestUser, over: Record<string, unknown> = {}) {
      const answer = await harness.invite(who, invitePayload(over));
      if (answer.status !== 200) throw new Error(`invite failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as { id: string; applicationUserId: string; subscriberId: string; shortCodeUrl: string; [field: string]: unknown };
    },

    shortCodeOf: (client: { shortCodeUrl: string }) => client.shortCodeUrl.slice(client.shortCodeUrl.lastIndexOf('/') + 1),

    /** The keyed hash clients keeps of a link's code. */
    hashOf: (code: string) => running.app.get(LinkCodeHashes).of(code),

    /** The tables of clients' database (every schema: the event store's, the read models', the kit's) with a row whose text holds `text`. */
    async tablesHolding(text: string): Promise<string[]> {
      const { rows: tables } = await sql<{ name: string }>`
        SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`.execute(running.runtime.db);
      const holding: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ found: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.raw(name)} t WHERE strpos(t::text, ${text}) > 0) AS found`.execute(running.runtime.db);
        if (rows[0].found) holding.push(name);
      }
      return holding;
    },

    /** Identity made the client's account (its answer to ClientInvited). */
    accountCreated: (client: { id: string; applicationUserId: string; [field: string]: unknown }) =>
      harness.identityEvent(
        'UserRegistered',
        {
          userId: client.applicationUserId,
          email: `client-${client.id.slice(0, 8)}@example.test`,
          passwordHash: null,
          roles: [Roles.Client],
          source: 'invite',
          clientId: client.id,
        },
        CLIENT_ACCOUNTS_HANDLER,
      ),

    /** The client chose a password. */
    invitationAccepted: (client: { id: string; applicationUserId: string }) =>
      harness.identityEvent('InvitationAccepted', { userId: client.applicationUserId, clientId: client.id, passwordHash: '$argon2id$not-checked-here' }, CLIENT_ACCOUNTS_HANDLER),

    /** Survey made the client's form: one page per template, by weight. */
    async formCreated(
      client: { id: string; subscriberId: string; applicationUserId: string },
      templates: TemplateFields[] = [templateFields(), templateFields({ defaultWeight: 10 })],
    ) {
      const formId = randomUUID();
      const pages = templates.map((template) => ({ pageId: randomUUID(), answerSetId: randomUUID(), displayWeight: template.defaultWeight, templateVersion: 1, template }));
      const names = { firstName: 'Grace', lastName: 'Hopper', email: null, phoneNumber: null };
      const { id: clientId, subscriberId, applicationUserId } = client;
      await harness.surveyEvent(`form-${formId}`, 'FormCreated', { formId, clientId, subscriberId, applicationUserId, isProctored: false, ...names, key: 'Default', pages });
      return { formId, pages: [...pages].sort((a, b) => a.displayWeight - b.displayWeight) };
    },

    formStarted: (client: { id: string; subscriberId: string }, formId: string) =>
      harness.surveyEvent(`form-${formId}`, 'FormStarted', { formId, clientId: client.id, subscriberId: client.subscriberId }),

    answersSaved: (
      client: { id: string },
      formId: string,
      page: { pageId: string; answerSetId: string },
      answers: Record<string, string | null> = { firstQuestion: 'An answer' },
      version = 1,
    ) =>
      harness.surveyEvent(`form-${formId}`, 'AnswersSaved', { formId, clientId: client.id, pageId: page.pageId, answerSetId: page.answerSetId, version, answers, language: 'en' }),

    pageOpened: (client: { id: string }, formId: string, page: { pageId: string }) =>
      harness.surveyEvent(`form-${formId}`, 'PageOpened', { formId, clientId: client.id, pageId: page.pageId }),

    formCompleted: (client: { id: string; subscriberId: string }, formId: string) =>
      harness.surveyEvent(`form-${formId}`, 'FormCompleted', { formId, clientId: client.id, subscriberId: client.subscriberId }),

    /** The subscriber took the client's form to a device (survey's check-out), once clients applied it. */
    async formCheckedOut(client: ClientOfTest, formId: string, deviceName = 'Office laptop') {
      const checkOutId = randomUUID();
      await harness.surveyEvent(
        `form-${formId}`,
        'FormCheckedOut',
        { formId, clientId: client.id, subscriberId: client.subscriberId, checkOutId, deviceName, checkedOutBy: client.subscriberId },
        SURVEY_PROGRESS_HANDLER,
      );
      return checkOutId;
    },

    formCheckedIn: (client: ClientOfTest, formId: string, checkOutId: string) =>
      harness.surveyEvent(
        `form-${formId}`,
        'FormCheckedIn',
        { formId, clientId: client.id, subscriberId: client.subscriberId, checkOutId, checkedInBy: client.subscriberId },
        SURVEY_PROGRESS_HANDLER,
      ),

    /** Survey's listing of the client's supporters at the finalize, once clients applied it. */
    supportersListed: (client: ClientOfTest, supporters: ListedSupporter[] = [listedSupporter()], formId: string = randomUUID()) =>
      harness.surveyEvent(`form-${formId}`, 'SupportersListed', { formId, clientId: client.id, subscriberId: client.subscriberId, supporters }, SUPPORTERS_LISTED_HANDLER),

    /** The invitation clients recorded for the client's supporter in `slot` (undefined: none). */
    async supporterInvited(client: { id: string }, slot = 1): Promise<ClientEventData<'SupporterInvited'> | undefined> {
      const [invited] = await running.runtime.store.readStream(supporterStreamId(supporterIdOf(client.id, slot)));
      return invited?.data as ClientEventData<'SupporterInvited'> | undefined;
    },

    /** A client of `who`'s with one supporter listed, and that supporter's invitation (their link). */
    async clientWithSupporter(who: TestUser, supporter: Partial<ListedSupporter> = {}) {
      const client = await harness.invited(who);
      await harness.supportersListed(client, [listedSupporter(supporter)]);
      const invitation = (await harness.supporterInvited(client, supporter.slot))!;
      return { client, invitation, shortCode: harness.shortCodeOf(invitation) };
    },

    /** The supporter landing of `shortCode` (anonymous). */
    supporterLanding: (shortCode: string, headers: Record<string, string> = {}) => api('GET', `/api/supporter/landingData?shortCode=${encodeURIComponent(shortCode)}`, { headers }),

    /** A supporter's letter submitted (anonymous: the code is the capability). */
    submitLetter: (body: Record<string, unknown>, headers: Record<string, string> = {}) => api('POST', '/api/supporter/submit', { body, headers }),

    /**
     * Notification's record of one message to the client (on the message's stream), once clients
     * has applied it: `type` says sent or failed and by which channel, `template` which message.
     */
    message(client: { id: string }, type: MessageEventType, template: NotificationTemplate) {
      const messageId = randomUUID();
      const to = type.startsWith('Sms') ? '555-123-4567' : `client-${client.id.slice(0, 8)}@example.test`;
      const outcome = type.endsWith('Failed') ? { error: '550: mailbox unavailable' } : { providerMessageId: `provider-${messageId.slice(0, 8)}` };
      const data = { messageId, personId: client.id, to, template, causationEventId: randomUUID(), ...outcome };
      return notification.append(`message-${messageId}`, type, data).then(consumed('notification', CLIENT_MESSAGES_HANDLER));
    },

    /** The landing data of `shortCode`, as `token`'s bearer (anonymous without). */
    landing: (shortCode: string, token?: string, headers: Record<string, string> = {}) =>
      api('GET', `/api/client/landingData?shortCode=${encodeURIComponent(shortCode)}`, { token, headers }),

    clientEvents: (clientId: string) => running.runtime.store.readStream(clientStreamId(clientId)),

    close: service.close,
  };
  return harness;
}
