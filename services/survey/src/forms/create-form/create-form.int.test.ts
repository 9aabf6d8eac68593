import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SUPPORTERS_TEMPLATE_KEY } from '@app/contracts';
import { waitUntilConsumed } from '@app/platform/testing';
import { scoredScreen, startSurvey, templateRequest, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { TEST_TEMPLATES } from '../../testing/test-templates.js';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { CREATE_FORM_HANDLER } from './create-form.handler.js';

let h: SurveyHarness;
let admin: TestUser;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_create');
  admin = await h.admin();
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const defaultKeys = TEST_TEMPLATES.filter((t) => t.isDefault).map((t) => t.key);

describe("clients' ClientInvited", () => {
  it('makes the client a form (key Default, Created) with a page per default template, by weight, each with an empty answer set', async () => {
    const client = await h.invite(subscriber, { firstName: 'Tom', lastName: 'Robinson', email: 'tom@client.example', phoneNumber: '555-010-0199', isProctored: true });
    const form = await h.form(client.formId, subscriber);
    expect(form).toMatchObject({
      id: client.formId,
      key: 'Default',
      formStatus: 'Created',
      started: null,
      completed: null,
      originalFormId: null,
      clientId: client.clientId,
      subscriberId: subscriber.id,
      applicationUserId: client.user.id,
      isProctored: true,
      firstName: 'Tom',
      lastName: 'Robinson',
      email: 'tom@client.example',
      phoneNumber: '555-010-0199',
      client: {
        id: client.clientId,
        applicationUserId: client.user.id,
        subscriberId: subscriber.id,
        isProctored: true,
        applicationUser: { id: client.user.id, displayName: 'Tom Robinson', firstName: 'Tom', lastName: 'Robinson', email: 'tom@client.example', phoneNumber: '555-010-0199' },
      },
    });
    expect(form.pages.map((page: { template: { key: string } }) => page.template.key)).toEqual(defaultKeys);
    expect(form.pages.map((page: { displayWeight: number }) => page.displayWeight)).toEqual([10, 20, 30]);
    for (const page of form.pages) {
      expect(page.templateId).toBe(seededTemplateId(page.template.key));
      expect(page.template).toMatchObject({ id: page.templateId, concurrencyCheck: 1, initialDisplayWeight: page.displayWeight });
      expect(page.answerSet).toEqual({ id: page.answerSetId, formId: client.formId, pageId: page.id, answers: {}, concurrencyCheck: 0, language: 'en' });
    }

    const [created] = await h.formEvents(client.formId);
    expect(created).toMatchObject({ type: 'FormCreated', metadata: { causationId: client.invited.metadata.eventId, correlationId: client.invited.metadata.correlationId } });
    // The names and contacts are sealed with survey's key of the client in the stored event.
    const stored = await h.db.selectFrom('events').select('data').where('stream_id', '=', `form-${client.formId}`).executeTakeFirstOrThrow();
    for (const field of ['firstName', 'lastName', 'email', 'phoneNumber']) expect(stored.data[field]).toHaveProperty('$sealed');
  });

  it('makes the chosen pages, ordered by weight, whatever order they were chosen in', async () => {
    const heavy = await h.createTemplate(admin, { defaultWeight: 90, title: 'Heavy' });
    const light = await h.createTemplate(admin, { defaultWeight: -90, title: 'Light', isOptional: true });
    const military = seededTemplateId('MilitaryService');
    const client = await h.invite(subscriber, { templateIds: [heavy.id, military, light.id] });
    const form = await h.form(client.formId, subscriber);
    expect(form.pages.map((page: { templateId: string }) => page.templateId)).toEqual([light.id, military, heavy.id]);
    expect(form.pages.map((page: { displayWeight: number }) => page.displayWeight)).toEqual([-90, 40, 90]);
  });

  it('adds the letters-of-support page last when supporters are enabled, chosen or not, and never otherwise', async () => {
    const letters = seededTemplateId(SUPPORTERS_TEMPLATE_KEY);
    const military = seededTemplateId('MilitaryService');
    const keysOf = async (overrides: { enableSupporters: boolean; templateIds?: string[] }) =>
      (await h.form((await h.invite(subscriber, overrides)).formId, subscriber)).pages.map((page: { template: { key: string } }) => page.template.key);

    expect(await keysOf({ enableSupporters: true })).toEqual([...defaultKeys, SUPPORTERS_TEMPLATE_KEY]);
    expect(await keysOf({ enableSupporters: true, templateIds: [military] })).toEqual(['MilitaryService', SUPPORTERS_TEMPLATE_KEY]);
    expect(await keysOf({ enableSupporters: true, templateIds: [letters, military, letters] })).toEqual(['MilitaryService', SUPPORTERS_TEMPLATE_KEY]);
    expect(await keysOf({ enableSupporters: false })).toEqual(defaultKeys);
    expect(await keysOf({ enableSupporters: false, templateIds: [military, letters] })).toEqual(['MilitaryService']);
    // Never one of the defaults the invite form pre-checks.
    const { body } = await h.api('GET', `/api/template/${letters}`, { token: subscriber.token });
    expect(body).toMatchObject({ key: SUPPORTERS_TEMPLATE_KEY, title: 'Letters of Support', isDefault: false, isOptional: true });
  });

  it('leaves out a chosen template survey does not know', async () => {
    const known = await h.createTemplate(admin);
    const client = await h.invite(subscriber, { templateIds: [randomUUID(), known.id] });
    expect((await h.form(client.formId, subscriber)).pages.map((page: { templateId: string }) => page.templateId)).toEqual([known.id]);
  });

  it('keeps the template as it was: a later edit changes new forms only', async () => {
    const template = await h.createTemplate(admin, { title: 'Before' });
    const before = await h.invite(subscriber, { templateIds: [template.id] });
    const edited = await h.api('PUT', `/api/template/${template.id}`, {
      token: admin.token,
      body: {
        ...templateRequest({ key: template.key, title: 'After', questions: [{ key: 'other', label: 'Other', questionType: 'Textarea', isRequired: false }] }),
        concurrencyCheck: 1,
      },
    });
    expect(edited.status).toBe(200);
    const after = await h.invite(subscriber, { templateIds: [template.id] });

    const [oldPage] = (await h.form(before.formId, subscriber)).pages;
    expect(oldPage.template).toMatchObject({ title: 'Before', concurrencyCheck: 1, questions: [{ key: 'employer' }, { key: 'started' }] });
    const [newPage] = (await h.form(after.formId, subscriber)).pages;
    expect(newPage.template).toMatchObject({ title: 'After', concurrencyCheck: 2, questions: [{ key: 'other' }] });
  });

  it('keeps the scoring as it was too: a form made before rules were added has none, one made after carries them', async () => {
    const template = await h.createTemplate(admin, { title: 'Worries' });
    const before = await h.invite(subscriber, { templateIds: [template.id] });
    const screen = scoredScreen();
    const edited = await h.api('PUT', `/api/template/${template.id}`, {
      token: admin.token,
      body: { ...templateRequest({ key: template.key, title: 'Worries', ...screen }), concurrencyCheck: 1 },
    });
    expect(edited.status).toBe(200);
    const after = await h.invite(subscriber, { templateIds: [template.id] });

    const [oldPage] = (await h.form(before.formId, subscriber)).pages;
    expect(oldPage.template).toMatchObject({ concurrencyCheck: 1, scoring: null, instrument: null, questions: [{ key: 'employer' }, { key: 'started' }] });
    const [newPage] = (await h.form(after.formId, subscriber)).pages;
    expect(newPage.template).toMatchObject({ concurrencyCheck: 2, questions: screen.questions.map(({ key }) => ({ key })) });
    expect(newPage.template.scoring).toEqual(JSON.parse(JSON.stringify(screen.scoring)));
    // The page keeps the instrument's name, citation, licence and address; its published text stays with the template.
    const { sourceText, ...cited } = screen.instrument!;
    expect(sourceText.length).toBeGreaterThan(0);
    expect(newPage.template.instrument).toEqual(cited);
    const [created] = await h.formEvents(after.formId);
    expect(created.data.pages[0].template.scoring).toEqual(newPage.template.scoring);
    expect(created.data.pages[0].template.instrument).toEqual(cited);
  });

  it('reads the page of a form made before templates had scoring (its snapshot has neither) as having none', async () => {
    const template = await h.createTemplate(admin, { title: 'Older' });
    const client = await h.invite(subscriber, { templateIds: [template.id] });
    // The snapshot as such forms stored it (its template version's, which no other test's form reads).
    await sql`UPDATE template_versions SET template = template - 'scoring' - 'instrument' WHERE template_id = ${template.id}`.execute(h.db);
    const [page] = (await h.form(client.formId, subscriber)).pages;
    expect(page.template).toMatchObject({ key: template.key, title: 'Older', scoring: null, instrument: null, concurrencyCheck: 1 });
  });

  it("stores each template version's snapshot once, however many forms are made from it; an edit adds the new version's", async () => {
    const template = await h.createTemplate(admin, { title: 'Shared' });
    const first = await h.invite(subscriber, { templateIds: [template.id] });
    const second = await h.invite(subscriber, { templateIds: [template.id] });
    const stored = () => h.db.selectFrom('template_versions').select(['version', 'template']).where('template_id', '=', template.id).orderBy('version').execute();
    const [created] = await h.formEvents(second.formId);
    expect(await stored()).toEqual([{ version: 1, template: created.data.pages[0].template }]);
    for (const client of [first, second])
      expect((await h.form(client.formId, subscriber)).pages[0].template).toMatchObject({ id: template.id, title: 'Shared', concurrencyCheck: 1 });

    const edited = await h.api('PUT', `/api/template/${template.id}`, {
      token: admin.token,
      body: { ...templateRequest({ key: template.key, title: 'Shared, edited' }), concurrencyCheck: 1 },
    });
    expect(edited.status).toBe(200);
    const third = await h.invite(subscriber, { templateIds: [template.id] });
    expect((await stored()).map((row) => [row.version, row.template.title])).toEqual([
      [1, 'Shared'],
      [2, 'Shared, edited'],
    ]);
    expect((await h.form(third.formId, subscriber)).pages[0].template).toMatchObject({ title: 'Shared, edited', concurrencyCheck: 2 });
    expect((await h.form(first.formId, subscriber)).pages[0].template).toMatchObject({ title: 'Shared', concurrencyCheck: 1 });
  });

  it('makes one form per client: the invitation again changes nothing', async () => {
    const client = await h.invite(subscriber);
    const again = await h.invite(subscriber, { clientId: client.clientId, applicationUserId: client.user.id, templateIds: [seededTemplateId('MilitaryService')] });
    expect(again.formId).toBe(client.formId);
    expect((await h.formEvents(client.formId)).map((e) => e.type)).toEqual(['FormCreated']);
    expect((await h.form(client.formId, subscriber)).pages).toHaveLength(defaultKeys.length);
    await waitUntilConsumed(h.bus.prefix, 'clients', CREATE_FORM_HANDLER);
    const forms = await h.db.selectFrom('forms').select('id').where('client_id', '=', client.clientId).execute();
    expect(forms).toEqual([{ id: client.formId }]);
  });
});
