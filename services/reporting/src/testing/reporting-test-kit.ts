/**
 * Integration-test kit: the reporting service as it runs, next to stand-ins named 'clients' and
 * 'survey' (their personal-data rules and event stores, nothing else: platform's `startStandInService`),
 * whose events reach reporting through the real relay, JetStream and their vaults. Tokens are signed
 * with the platform's test key set, which reporting verifies.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  billingPersonalData,
  clientFilesSubjectOf,
  clientsPersonalData,
  E_SIGN_CONSENT_TEXTS,
  identityPersonalData,
  Roles,
  surveyPersonalData,
  type FormPage,
  type Language,
  type Role,
  type SurveyEventData,
  type TemplateFields,
} from '@app/contracts';
import { answerRequests, startService } from '@app/platform';
import { startAmongStandIns, startStandInService, testBus, testServiceEnv, testTokenKeys, UNUSED_JWKS_URL } from '@app/platform/testing';
import { CLIENT_NAMES_HANDLER } from '../reactions/client-names.reaction.js';
import { PERSONAL_DATA_ERASURE_HANDLER } from '../reactions/client-deleted.reaction.js';
import { SUPPORTER_LETTERS_HANDLER } from '../reactions/supporter-letters.reaction.js';
import { SURVEY_FORMS_HANDLER } from '../reactions/survey-forms.reaction.js';
import { reportingService } from '../reporting.service.js';

export interface TestUser {
  id: string;
  roles: Role[];
  /** An ordinary access token. */
  token: string;
}

export interface TestClient {
  id: string;
  applicationUserId: string;
  subscriberId: string;
  firstName: string;
  lastName: string;
}

export type ReportingHarness = Awaited<ReturnType<typeof startReporting>>;

/** `settings`: reporting's own on top of the test's (the OpenAI stand-in's, say). */
export async function startReporting(label: string, settings: Record<string, string> = {}) {
  const bus = testBus(label);
  const keys = await testTokenKeys();
  const clients = await startStandInService('clients', clientsPersonalData, `${label}_cli`, bus.prefix);
  const survey = await startStandInService('survey', surveyPersonalData, `${label}_svy`, bus.prefix);
  const billing = await startStandInService('billing', billingPersonalData, `${label}_bil`, bus.prefix);
  const identity = await startStandInService('identity', identityPersonalData, `${label}_idn`, bus.prefix);
  const standIns = [clients, survey, billing, identity];
  // The account export asks survey for each client's uploads: the stand-in keeps none (the system tests upload some).
  const noFiles = answerRequests(survey.running.runtime.nc, clientFilesSubjectOf(bus.prefix, 'list'), 'client-files', 'unable to list', async () => ({ files: [] }));
  const env = testServiceEnv(`${label}_rep`, bus.prefix, { JWKS_URL: UNUSED_JWKS_URL, ...settings });
  const service = await startAmongStandIns(bus, standIns, env, () => startService({ ...reportingService(), verificationKeys: keys.verificationKeys }, env));
  const { running, consumed } = service;
  const surveyEvent = (formId: string, type: string, data: object, handler = SURVEY_FORMS_HANDLER) => survey.append(`form-${formId}`, type, data).then(consumed('survey', handler));

  async function user(roles: Role[], id: string = randomUUID()): Promise<TestUser> {
    return { id, roles, token: await keys.sign({ userId: id, roles, expiresIn: 60 * 60 }) };
  }

  const harness = {
    running,
    /** The other services' stand-ins, to append their events (`consumed` waits until a handler of reporting applied one). */
    standIns: { clients, survey, billing, identity },
    consumed,
    tokenKeys: keys,
    subscriber: () => user([Roles.Subscriber]),
    admin: () => user([Roles.SiteAdmin]),
    reviewer: () => user([Roles.ComplianceReviewer]),
    clientUser: (client: TestClient) => user([Roles.Client], client.applicationUserId),

    /** Identity's download token of `who` (`expiresIn` seconds: negative for one expired already). */
    downloadToken: (who: TestUser, expiresIn = 300) => keys.sign({ userId: who.id, roles: who.roles, use: 'download', expiresIn }),

    /** Clients' invitation of a client of `subscriber`, once reporting applied it. */
    async invited(subscriber: TestUser, { firstName = 'Grace', lastName = 'Hopper', subscriberDisplayName = 'Ada Lovelace' } = {}): Promise<TestClient> {
      const client = { id: randomUUID(), applicationUserId: randomUUID(), subscriberId: subscriber.id, firstName, lastName };
      await clients
        .append(`client-${client.id}`, 'ClientInvited', {
          clientId: client.id,
          applicationUserId: client.applicationUserId,
          subscriberId: subscriber.id,
          subscriberDisplayName,
          firstName,
          lastName,
          email: `client-${client.id.slice(0, 8)}@example.test`,
          phoneNumber: null,
          useEmail: true,
          useSms: false,
          reminderDays: 7,
          enableSupporters: false,
          isProctored: false,
          templateIds: [],
          shortCode: client.id.slice(0, 8),
          shortCodeUrl: `https://app.example.test/c/${client.id.slice(0, 8)}`,
        })
        .then(consumed('clients', CLIENT_NAMES_HANDLER));
      return client;
    },

    /** Clients' deletion of the client, once reporting applied it. */
    clientDeleted: (client: TestClient) =>
      clients
        .append(`client-${client.id}`, 'ClientDeleted', {
          clientId: client.id,
          applicationUserId: client.applicationUserId,
          subscriberId: client.subscriberId,
          deletedBy: client.subscriberId,
        })
        .then(consumed('clients', PERSONAL_DATA_ERASURE_HANDLER)),

    /** Survey made the client's form: one page per template, in the order given. */
    /** `language`: the client's (absent: a form made before FormCreated carried it). */
    async formCreated(client: TestClient, templates: TemplateFields[], language?: Language): Promise<{ formId: string; pages: FormPage[] }> {
      const formId = randomUUID();
      const pages = templates.map((template, index) => ({ pageId: randomUUID(), answerSetId: randomUUID(), displayWeight: index * 10, templateVersion: 1, template }));
      const { id: clientId, subscriberId, applicationUserId, firstName, lastName } = client;
      await surveyEvent(formId, 'FormCreated', {
        formId,
        clientId,
        subscriberId,
        applicationUserId,
        isProctored: false,
        firstName,
        lastName,
        email: null,
        phoneNumber: null,
        key: 'Default',
        pages,
        language,
      });
      return { formId, pages };
    },

    formLanguageChanged: (client: TestClient, formId: string, language: Language) =>
      surveyEvent(formId, 'FormLanguageChanged', { formId, clientId: client.id, subscriberId: client.subscriberId, language } satisfies SurveyEventData<'FormLanguageChanged'>),

    answersSaved: (client: TestClient, formId: string, page: FormPage, answers: SurveyEventData<'AnswersSaved'>['answers'], version = 1, language: Language = 'en') =>
      surveyEvent(formId, 'AnswersSaved', { formId, clientId: client.id, pageId: page.pageId, answerSetId: page.answerSetId, version, answers, language }),

    formCompleted: (client: TestClient, formId: string) => surveyEvent(formId, 'FormCompleted', { formId, clientId: client.id, subscriberId: client.subscriberId }),

    /** GET `path` (a document) with `downloadToken` in the query (and `bearer` as an access token, if given). */
    async download(path: string, { downloadToken, bearer }: { downloadToken?: string; bearer?: string } = {}) {
      const query = downloadToken === undefined ? '' : `${path.includes('?') ? '&' : '?'}temporaryAccessToken=${encodeURIComponent(downloadToken)}`;
      const response = await fetch(`${running.url}${path}${query}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
      const bytes = Buffer.from(await response.arrayBuffer());
      const isJson = response.headers.get('content-type')?.startsWith('application/json');
      return { status: response.status, headers: response.headers, bytes, body: isJson ? JSON.parse(bytes.toString()) : undefined };
    },

    /** GET /api/form/{id}/report. */
    report: (formId: string, tokens: { downloadToken?: string; bearer?: string } = {}) => harness.download(`/api/form/${formId}/report`, tokens),

    /** Clients' invitation of a supporter the client listed, once reporting applied it. */
    async supporterInvited(
      client: TestClient,
      {
        firstName = 'Mary',
        lastName = 'Hopper',
        clientRelationship = 'Sister',
        email = null,
        phoneNumber = null,
      }: { firstName?: string; lastName?: string; clientRelationship?: string; email?: string | null; phoneNumber?: string | null } = {},
    ): Promise<string> {
      const supporterId = randomUUID();
      await clients
        .append(`supporter-${supporterId}`, 'SupporterInvited', {
          supporterId,
          slot: 1,
          clientId: client.id,
          subscriberId: client.subscriberId,
          firstName,
          lastName,
          clientRelationship,
          email,
          phoneNumber,
          clientFirstName: client.firstName,
          clientLastName: client.lastName,
          shortCode: supporterId.slice(0, 8),
          shortCodeUrl: `https://app.example.test/p/${supporterId.slice(0, 8)}`,
        })
        .then(consumed('clients', SUPPORTER_LETTERS_HANDLER));
      return supporterId;
    },

    /** The supporter's letter saved (signed when `isComplete`, agreeing to the consent in `language`), once reporting applied it. */
    letterSaved: (
      client: TestClient,
      supporterId: string,
      { supportText, signatureName, isComplete, language = 'en' }: { supportText: string; signatureName: string | null; isComplete: boolean; language?: Language },
    ) =>
      clients
        .append(`supporter-${supporterId}`, 'SupporterLetterSaved', {
          supporterId,
          clientId: client.id,
          subscriberId: client.subscriberId,
          supportText,
          signatureName,
          isComplete,
          signature: isComplete
            ? {
                eSignConsentText: E_SIGN_CONSENT_TEXTS[language],
                ipAddress: '203.0.113.7',
                userAgent: 'jest',
                supportTextSha256: createHash('sha256').update(supportText).digest('hex'),
              }
            : null,
        })
        .then(consumed('clients', SUPPORTER_LETTERS_HANDLER)),

    async close(): Promise<void> {
      noFiles.unsubscribe();
      await service.close();
    },
  };
  return harness;
}
