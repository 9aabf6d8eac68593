import { randomUUID } from 'node:crypto';
import { scoredScreen, startSurvey, templateRequest, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { storedQuestion } from '../template-rules.js';

let h: SurveyHarness;
let admin: TestUser;

beforeAll(async () => {
  h = await startSurvey('tpl_update');
  admin = await h.admin();
});
afterAll(() => h?.close());

const update = (id: string, body: unknown, who: TestUser = admin) => h.api('PUT', `/api/template/${id}`, { body, token: who.token });

describe('PUT /api/template/{id}', () => {
  it('saves the fields when concurrencyCheck is the current version, and answers the saved template', async () => {
    const template = await h.createTemplate(admin);
    const changes = templateRequest({ key: template.key, title: 'Work History', defaultWeight: -3, isDefault: true });
    const { status, body } = await update(template.id, { ...changes, concurrencyCheck: 1 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: template.id, title: 'Work History', defaultWeight: -3, initialDisplayWeight: -3, isDefault: true, concurrencyCheck: 2 });
    const events = await h.running.runtime.store.readStream(`template-${template.id}`);
    expect(events.map((e) => e.type)).toEqual(['TemplateCreated', 'TemplateUpdated']);
  });

  it("answers a stale concurrencyCheck with 409 and the spec's text, keeping the other save", async () => {
    const template = await h.createTemplate(admin);
    expect((await update(template.id, { ...templateRequest({ key: template.key, title: 'First' }), concurrencyCheck: 1 })).status).toBe(200);
    const stale = await update(template.id, { ...templateRequest({ key: template.key, title: 'Second' }), concurrencyCheck: 1 });
    expect(stale).toMatchObject({ status: 409, body: { Details: Texts.editedSinceLoaded, SubErrors: [] } });
    expect((await h.api('GET', `/api/template/${template.id}`, { token: admin.token })).body).toMatchObject({ title: 'First', concurrencyCheck: 2 });
  });

  it('of two saves from the same version, takes exactly one', async () => {
    const template = await h.createTemplate(admin);
    const answers = await Promise.all(['Left', 'Right'].map((title) => update(template.id, { ...templateRequest({ key: template.key, title }), concurrencyCheck: 1 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.title;
    expect((await h.api('GET', `/api/template/${template.id}`, { token: admin.token })).body).toMatchObject({ title: winner, concurrencyCheck: 2 });
  });

  it('records nothing for a save without a change (the version stays)', async () => {
    const template = await h.createTemplate(admin);
    const { id, concurrencyCheck, ...same } = template as unknown as Record<string, unknown>;
    const { status, body } = await update(template.id, { ...same, concurrencyCheck: 1 });
    expect(status).toBe(200);
    expect(body.concurrencyCheck).toBe(1);
    expect(id).toBe(template.id);
    expect(concurrencyCheck).toBe(1);
  });

  it('refuses invalid questions with messages at their paths, and a key another template holds', async () => {
    const template = await h.createTemplate(admin);
    const other = await h.createTemplate(admin);
    const invalid = await update(template.id, {
      ...templateRequest({ key: template.key, questions: [{ key: 'x', label: 'X', questionType: 'RadioButtonList', isRequired: false }] }),
      concurrencyCheck: 1,
    });
    expect(invalid).toMatchObject({ status: 400, body: { Details: Texts.notValidated, SubErrors: ['questions.0.options: A RadioButtonList question needs at least one option'] } });
    const taken = await update(template.id, { ...templateRequest({ key: other.key }), concurrencyCheck: 1 });
    expect(taken).toMatchObject({ status: 400, body: { SubErrors: ['key: Another template already uses this key.'] } });
    expect(await update(template.id, templateRequest({ key: template.key }))).toMatchObject({ status: 400, body: { SubErrors: ['concurrencyCheck: This field is required'] } });
  });

  it('answers 404 for an unknown template or an id that is not one', async () => {
    const notFound = { Details: 'The template was not found.', SubErrors: [] };
    expect(await update(randomUUID(), { ...templateRequest(), concurrencyCheck: 1 })).toMatchObject({ status: 404, body: notFound });
    expect(await update('42', { ...templateRequest(), concurrencyCheck: 1 })).toMatchObject({ status: 404, body: notFound });
  });
});

describe('PUT /api/template/{id} with scoring rules and an instrument source', () => {
  const read = async (id: string) => (await h.api('GET', `/api/template/${id}`, { token: admin.token })).body;

  it('round-trips them: GET answers what PUT saved; the JSON sent back unchanged records nothing; null removes them', async () => {
    const template = await h.createTemplate(admin);
    expect(template).toMatchObject({ scoring: null, instrument: null });
    const screen = scoredScreen();
    const saved = await update(template.id, { ...templateRequest({ key: template.key, ...screen }), concurrencyCheck: 1 });
    expect(saved).toMatchObject({ status: 200, body: { concurrencyCheck: 2 } });
    const loaded = await read(template.id);
    expect(loaded.scoring).toEqual(JSON.parse(JSON.stringify(screen.scoring)));
    expect(loaded.instrument).toEqual(screen.instrument);
    expect(loaded).toEqual(saved.body);

    // What the admin's JSON editor loaded, saved again as it is.
    expect(await update(template.id, loaded)).toMatchObject({ status: 200, body: { concurrencyCheck: 2 } });
    expect(await update(template.id, { ...loaded, concurrencyCheck: 1, scoring: null })).toMatchObject({ status: 409, body: { Details: Texts.editedSinceLoaded } });

    const removed = await update(template.id, { ...loaded, scoring: null, instrument: null });
    expect(removed).toMatchObject({ status: 200, body: { scoring: null, instrument: null, concurrencyCheck: 3 } });
    expect(await read(template.id)).toEqual(removed.body);
  });

  it('refuses rules that do not fit the questions, and a malformed source, with each message at its path; nothing changes', async () => {
    const template = await h.createTemplate(admin);
    const screen = scoredScreen();
    const [first, ...others] = screen.questions;
    const questions = [{ ...first, options: [...first.options!, 'Every day'] }, ...others.slice(0, -1)];
    const instrument = { ...screen.instrument!, sourceUrl: 'phqscreeners.com' };
    const refused = await update(template.id, { ...templateRequest({ key: template.key, ...screen, questions, instrument }), concurrencyCheck: 1 });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        Details: Texts.notValidated,
        SubErrors: [
          'instrument.sourceUrl: Must be a web address beginning with https:// or http://',
          'scoring.items.0.values: The option "Every day" of the question "gad7_1" has no value',
          'scoring.items.6.key: "gad7_7" is not a question of this template',
        ],
      },
    });
    expect(await read(template.id)).toMatchObject({ scoring: null, instrument: null, concurrencyCheck: 1 });
  });

  it('reads a template saved before templates had scoring (its events have neither) as having none', async () => {
    const templateId = randomUUID();
    const { key, title, subscriberTitle, questions } = templateRequest();
    const before = {
      key,
      title,
      subscriberTitle,
      description: null,
      defaultWeight: 50,
      isOptional: false,
      isDefault: false,
      stopIfOffline: false,
      questions: questions.map(storedQuestion),
    };
    await h.running.runtime.store.append(`template-${templateId}`, [{ type: 'TemplateCreated', data: { templateId, ...before, source: 'admin' } }], { expectedVersion: 0 });
    expect(await read(templateId)).toMatchObject({ id: templateId, scoring: null, instrument: null, concurrencyCheck: 1 });

    expect(await update(templateId, { ...before, concurrencyCheck: 1 })).toMatchObject({ status: 200, body: { concurrencyCheck: 1 } });
    const scored = await update(templateId, { ...before, ...scoredScreen(), concurrencyCheck: 1 });
    expect(scored).toMatchObject({ status: 200, body: { scoring: { instrument: 'GAD-7' }, concurrencyCheck: 2 } });
  });
});
