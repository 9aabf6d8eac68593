/**
 * Integration-test kit: the survey service as it runs (own database, own bus prefix), accepting access
 * tokens signed by the platform's test key set, next to a stand-in service named 'clients' (clients'
 * personal-data rules and event store, nothing else) whose ClientInvited and ClientDeleted reach survey
 * through the real relay, JetStream and clients' vault.
 */
import { randomUUID } from 'node:crypto';
import {
  clientsPersonalData,
  InstrumentScoring,
  Roles,
  type ClientEventData,
  type CreateTemplateRequest,
  type Language,
  type Page,
  type Question,
  type Role,
} from '@app/contracts';
import { dropDatabase, startService, type StoredEvent } from '@app/platform';
import { apiOf, clientInvitation, startStandInService, testBus, testServiceEnv, testTokenKeys, UNUSED_JWKS_URL, waitUntilConsumed, type TestEvent } from '@app/platform/testing';
import { CREATE_FORM_HANDLER } from '../forms/create-form/create-form.handler.js';
import { FORM_LANGUAGE_HANDLER } from '../forms/form-language/form-language.handler.js';
import { formIdOf, formStreamId } from '../forms/form.js';
import { PERSONAL_DATA_ERASURE_HANDLER } from '../personal-data-erasure/client-deleted.handler.js';
import { surveyService } from '../survey.service.js';
import { seededTemplateId } from '../templates/seed-templates/seed-templates.js';
import { TEST_TEMPLATES } from './test-templates.js';

export const Texts = {
  notValidated: 'The data you provided could not be validated.',
  noAccess: 'You are not logged in or do not have access.',
  editedSinceLoaded: 'The item has been edited since you loaded the page. Reload this page to get the latest changes.',
  completed: 'This questionnaire has been completed and can no longer be changed.',
  reviewAnswers: 'Please review the answers highlighted in red before continuing to the next page:',
} as const;

export interface TestUser {
  id: string;
  roles: Role[];
  token: string;
}

/** A client as clients' ClientInvited introduces them, with a signed-in session of their own (role Client). */
export interface InvitedClient {
  clientId: string;
  formId: string;
  subscriberId: string;
  applicationUserId: string;
  user: TestUser;
  invited: StoredEvent;
}

export const MULTIPART_BOUNDARY = 'survey-test-boundary-7f3a';

/** A multipart/form-data body of these parts, each with its own part headers (for what a browser would not send). */
export function multipartBody(parts: { headers: string[]; content: Uint8Array }[], boundary = MULTIPART_BOUNDARY): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`), part.content, Buffer.from('\r\n')]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

const bearer = (who: TestUser | undefined): Record<string, string> => (who ? { authorization: `Bearer ${who.token}` } : {});

async function answerOf(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}

const unique = (label: string) => `${label}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A template request that passes the checks, under a new key. */
export const templateRequest = (overrides: Partial<CreateTemplateRequest> = {}): CreateTemplateRequest => ({
  key: unique('Screen'),
  title: 'Your Work',
  subscriberTitle: 'Employment',
  description: null,
  defaultWeight: 50,
  isOptional: false,
  isDefault: false,
  stopIfOffline: false,
  questions: [
    { key: 'employer', label: 'Employer', questionType: 'Text', isRequired: true },
    { key: 'started', label: 'Start date', questionType: 'DatePicker', isRequired: false },
  ],
  ...overrides,
});

/** A scored screen (the GAD-7's rules, questions of their options, its source): the fields a template request adds for it. */
export function scoredScreen(): Pick<CreateTemplateRequest, 'questions' | 'scoring' | 'instrument'> {
  const scoring = InstrumentScoring.gad7;
  const questions: Question[] = scoring.items.map((item, index) => ({
    key: item.key,
    label: `Item ${index + 1}`,
    questionType: 'RadioButtonList',
    isRequired: false,
    options: item.values === 'number' ? null : Object.keys(item.values),
  }));
  const instrument = {
    name: 'Generalized Anxiety Disorder 7-item (GAD-7)',
    citation: scoring.citation,
    licence: scoring.licence,
    sourceUrl: 'https://www.phqscreeners.com/',
    sourceText: 'Over the last 2 weeks, how often have you been bothered by the following problems?\n1. Feeling nervous, anxious, or on edge\n',
  };
  return { questions, scoring, instrument };
}

export type SurveyHarness = Awaited<ReturnType<typeof startSurvey>>;

/** The survey service and its neighbours for a test; `templates` seeded at start (default: the kit's small set, see test-templates.ts). */
export async function startSurvey(label: string, templates: readonly CreateTemplateRequest[] = TEST_TEMPLATES) {
  const bus = testBus(label);
  const keys = await testTokenKeys();
  const clients = await startStandInService('clients', clientsPersonalData, `${label}_cli`, bus.prefix);
  const env = testServiceEnv(`${label}_srv`, bus.prefix, { JWKS_URL: UNUSED_JWKS_URL });
  const running = await startService({ ...surveyService(templates), verificationKeys: keys.verificationKeys }, env).catch(async (error) => {
    await clients.close();
    throw error;
  });
  const api = apiOf(running.url);

  async function user(roles: Role[], id: string = randomUUID()): Promise<TestUser> {
    return { id, roles, token: await keys.sign({ userId: id, roles, expiresIn: 60 * 60 }) };
  }

  const harness = {
    bus,
    running,
    env,
    api,
    db: running.runtime.db,
    tokenKeys: keys,
    user,
    admin: () => user([Roles.SiteAdmin]),
    subscriber: () => user([Roles.Subscriber]),
    reviewer: () => user([Roles.ComplianceReviewer]),

    async createTemplate(admin: TestUser, overrides: Partial<CreateTemplateRequest> = {}) {
      const { status, body } = await api('POST', '/api/template', { token: admin.token, body: templateRequest(overrides) });
      if (status !== 201) throw new Error(`template not created: ${status} ${JSON.stringify(body)}`);
      return body as { id: string; key: string; concurrencyCheck: number } & CreateTemplateRequest;
    },

    /**
     * Clients invites a client of `subscriber` (as clients' ClientInvited); waits until survey has handled it.
     * Without the letters-of-support page unless `enableSupporters` says so (the app's invite defaults it on).
     */
    async invite(subscriber: TestUser, overrides: Partial<ClientEventData<'ClientInvited'>> = {}): Promise<InvitedClient> {
      const data = clientInvitation({
        subscriberId: subscriber.id,
        subscriberDisplayName: 'Atticus Finch',
        firstName: 'Tom',
        lastName: unique('Robinson'),
        phoneNumber: '555-010-0199',
        enableSupporters: false,
        ...overrides,
      });
      const invited = await clients.append(`client-${data.clientId}`, 'ClientInvited', data);
      await waitUntilConsumed(bus.prefix, 'clients', CREATE_FORM_HANDLER, invited);
      const { clientId: id, subscriberId, applicationUserId: userId } = data;
      return { clientId: id, formId: formIdOf(id), subscriberId, applicationUserId: userId, user: await user([Roles.Client], userId), invited };
    },

    /** A new client of `subscriber` and the pages of their form, each with its template and answer set. */
    async inviteWithPages(subscriber: TestUser, overrides: Partial<ClientEventData<'ClientInvited'>> = {}): Promise<{ client: InvitedClient; pages: Required<Page>[] }> {
      const client = await harness.invite(subscriber, overrides);
      return { client, pages: (await harness.form(client.formId, client.user)).pages };
    },

    /** Clients deletes the client (as clients' ClientDeleted); waits until survey has handled it. */
    async deleteClient(client: { clientId: string; subscriberId: string; applicationUserId: string }): Promise<StoredEvent> {
      const { clientId, subscriberId, applicationUserId } = client;
      const deleted = await clients.append(`client-${clientId}`, 'ClientDeleted', {
        clientId,
        applicationUserId,
        subscriberId,
        deletedBy: subscriberId,
      } satisfies ClientEventData<'ClientDeleted'>);
      await waitUntilConsumed(bus.prefix, 'clients', PERSONAL_DATA_ERASURE_HANDLER, deleted);
      return deleted;
    },

    /** The client chooses another language (as clients' ClientLanguageChanged); waits until survey has handled it. */
    async changeLanguage(client: { clientId: string }, language: Language): Promise<StoredEvent> {
      const { clientId } = client;
      const changed = await clients.append(`client-${clientId}`, 'ClientLanguageChanged', { clientId, language } satisfies ClientEventData<'ClientLanguageChanged'>);
      await waitUntilConsumed(bus.prefix, 'clients', FORM_LANGUAGE_HANDLER, changed);
      return changed;
    },

    /** The client's form with its pages and their answer sets, as `who` sees it. */
    async form(formId: string, who: TestUser) {
      const { status, body } = await api('GET', `/api/form/${formId}?includes=pages,pages.template,pages.answerSet,client`, { token: who.token });
      if (status !== 200) throw new Error(`form not readable: ${status} ${JSON.stringify(body)}`);
      return body;
    },

    /** A new client of `subscriber` whose only page (Military Service) has a File question, and that page. */
    async inviteWithFilePage(subscriber: TestUser, overrides: Partial<ClientEventData<'ClientInvited'>> = {}): Promise<{ client: InvitedClient; page: Required<Page> }> {
      const { client, pages } = await harness.inviteWithPages(subscriber, { templateIds: [seededTemplateId('MilitaryService')], ...overrides });
      return { client, page: pages[0] };
    },

    /** A five-minute token for download links, as identity's `GET /api/account/temporaryAccessToken` gives. */
    downloadToken(who: TestUser): Promise<string> {
      return keys.sign({ userId: who.id, roles: who.roles, use: 'download' });
    },

    /** Uploads `content` as the file of a multipart/form-data body, named and typed as the browser would say. */
    async uploadFile(answerSetId: string, who: TestUser | undefined, content: Uint8Array, fileName: string, declaredType = 'application/octet-stream') {
      const form = new FormData();
      form.append('file', new Blob([content], { type: declaredType }), fileName);
      return answerOf(await fetch(`${running.url}/api/answerSet/${answerSetId}/file`, { method: 'POST', headers: bearer(who), body: form }));
    },

    /** Posts a multipart body made by hand (see `multipartBody`). */
    async postMultipart(answerSetId: string, who: TestUser, body: Buffer, boundary = MULTIPART_BOUNDARY) {
      const headers = { ...bearer(who), 'content-type': `multipart/form-data; boundary=${boundary}` };
      return answerOf(await fetch(`${running.url}/api/answerSet/${answerSetId}/file`, { method: 'POST', headers, body }));
    },

    /** GET /api/answerSet/{id}/file/{value} with a download token in the query (or an access token, or none); the bytes as they came. */
    async downloadFile(answerSetId: string, value: string, { downloadToken, who }: { downloadToken?: string; who?: TestUser } = {}) {
      const query = downloadToken ? `?temporaryAccessToken=${encodeURIComponent(downloadToken)}` : '';
      const path = value.split('/').map(encodeURIComponent).join('/');
      const response = await fetch(`${running.url}/api/answerSet/${answerSetId}/file/${path}${query}`, { headers: bearer(who) });
      const bytes = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        headers: response.headers,
        bytes,
        body: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString()) : undefined,
      };
    },

    saveAnswers(answerSetId: string, who: TestUser, answers: Record<string, string | null>, concurrencyCheck: number) {
      return api('PUT', `/api/answerSet/${answerSetId}`, { token: who.token, body: { answers, concurrencyCheck } });
    },

    finalize(formId: string, who: TestUser) {
      return api('POST', `/api/form/${formId}/finalize`, { token: who.token });
    },

    checkOut(formId: string, who: TestUser | undefined, body: Record<string, unknown> = { deviceName: 'Office laptop' }) {
      return api('POST', `/api/form/${formId}/checkOut`, { token: who?.token, body });
    },

    checkIn(formId: string, who: TestUser | undefined, body: Record<string, unknown>) {
      return api('POST', `/api/form/${formId}/checkIn`, { token: who?.token, body });
    },

    formEvents(formId: string): Promise<TestEvent[]> {
      return running.runtime.store.readStream(formStreamId(formId));
    },

    async close() {
      await running.close();
      await clients.close();
      await dropDatabase(env.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
  return harness;
}
