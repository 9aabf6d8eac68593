import { randomUUID } from 'node:crypto';
import { Form, reportingPersonalData, type ReportingEventData, type ReportingEventType } from '@app/contracts';
import { startStandInService, waitUntilConsumed } from '@app/platform/testing';
import { startSurvey, type InvitedClient, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { ADJUSTED_VARIANTS_HANDLER } from './adjusted-variants.handler.js';

/** Reporting's variant events (through a stand-in of reporting) as survey's form list shows them. */
let h: SurveyHarness;
let reporting: Awaited<ReturnType<typeof startStandInService>>;
let attorney: TestUser;
let client: InvitedClient;

beforeAll(async () => {
  h = await startSurvey('adjusted_variants');
  reporting = await startStandInService('reporting', reportingPersonalData, 'adjusted_variants_rep', h.bus.prefix);
  attorney = await h.subscriber();
  client = await h.invite(attorney, { firstName: 'Ann', lastName: 'Zimmer' });
}, 60_000);
afterAll(async () => {
  await reporting?.close();
  await h?.close();
});

const variantId = randomUUID();

async function reported<K extends ReportingEventType>(type: K, data: Omit<ReportingEventData<K>, 'variantId' | 'originalFormId'>) {
  const event = await reporting.append(`adjusted-report-${variantId}`, type, { variantId, originalFormId: client.formId, ...data });
  await waitUntilConsumed(h.bus.prefix, 'reporting', ADJUSTED_VARIANTS_HANDLER, event);
}

const list = async (query: string) => {
  const { status, body } = await h.api('GET', `/api/form?filter=${encodeURIComponent(query)}`, { token: attorney.token });
  expect(status).toBe(200);
  return body as Form[];
};
/** A run of the rules adjuster (no AI) started on the client's form. */
const started = (run: number, adjusterLabel = 'x') =>
  reported('AdjustedReportStarted', {
    run,
    clientId: client.clientId,
    subscriberId: attorney.id,
    adjuster: 'ThirdPerson',
    key: 'ThirdPerson',
    adjusterLabel,
    requestedBy: attorney.id,
  });
const variants = () => list(`originalForm.clientId = "${client.clientId}"`);

describe("reporting's AI-adjusted variants in GET /api/form", () => {
  it('lists a started variant under its original form with its adjuster and progress, never among My Clients', async () => {
    await started(1, 'Adjusted offline by rules, without AI');
    const [variant] = await variants();
    expect(Form.parse(variant)).toEqual(variant);
    expect(variant).toMatchObject({
      id: variantId,
      originalFormId: client.formId,
      key: 'ThirdPerson',
      formStatus: 'Started',
      adjuster: 'ThirdPerson',
      adjusterProgress: 0,
      clientId: client.clientId,
      lastName: 'Zimmer',
    });
    expect((await list('originalFormId = null')).map((form) => form.id)).toEqual([client.formId]);
    expect((await list('originalFormId = null'))[0]).toMatchObject({ adjuster: null, adjusterProgress: null });
  });

  it('shows the progress, then Completed at 100', async () => {
    await reported('AdjustedReportProgressed', { run: 1, progress: 45 });
    expect((await variants())[0]).toMatchObject({ formStatus: 'Started', adjusterProgress: 45 });
    await reported('AdjustedReportCompleted', { run: 1 });
    expect((await variants())[0]).toMatchObject({ formStatus: 'Completed', adjusterProgress: 100, completed: expect.any(String) });
  });

  it('hides a failed run (Generate again), shows a new run, and drops the variant with its client', async () => {
    await started(2);
    expect((await variants())[0]).toMatchObject({ formStatus: 'Started', adjusterProgress: 0 });
    await reported('AdjustedReportFailed', { run: 2, reason: 'OpenAI answered 500' });
    expect(await variants()).toEqual([]);
    await started(3);
    expect(await variants()).toHaveLength(1);
    await h.deleteClient(client);
    expect(await variants()).toEqual([]);
    const rows = await h.db.selectFrom('forms').select(['first_name', 'deleted']).where('id', '=', variantId).execute();
    expect(rows).toEqual([{ first_name: null, deleted: true }]);
  });
});
