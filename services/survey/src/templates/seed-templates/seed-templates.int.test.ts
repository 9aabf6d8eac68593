import { CreateTemplateRequest, type Template } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { startService, type RunningService } from '@app/platform';
import { startSurvey, templateRequest, type SurveyHarness } from '../../testing/survey-test-kit.js';
import { surveyService } from '../../survey.service.js';
import type { SurveyDatabase } from '../../survey-database.js';
import { seededTemplateId, seedTemplates } from './seed-templates.js';

let h: SurveyHarness;
let another: RunningService<SurveyDatabase>;

beforeAll(async () => {
  h = await startSurvey('tpl_seed', DEFAULT_TEMPLATES);
  // A second instance on the same database: it migrates and seeds again at its start.
  another = await startService(surveyService(), { ...h.env, PORT: '0' });
});
afterAll(async () => {
  await another?.close();
  await h?.close();
});

const keys = DEFAULT_TEMPLATES.map((t) => t.key);
const rows = () => h.db.selectFrom('templates').select(['id', 'key', 'version']).where('key', 'in', keys).orderBy('default_weight').execute();

describe('the default templates', () => {
  it('pass the checks of POST /api/template (so the next screens are data only)', () => {
    for (const template of DEFAULT_TEMPLATES) expect(CreateTemplateRequest.safeParse(template)).toMatchObject({ success: true });
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('exist once each, with fixed ids, after two starts and more seeding at once', async () => {
    const racing = await Promise.all([seedTemplates(h.running.runtime), seedTemplates(another.runtime), seedTemplates(h.running.runtime)]);
    for (const outcome of racing) expect(Object.values(outcome)).toEqual(keys.map(() => 'exists'));
    expect(await rows()).toEqual(keys.map((key) => ({ id: seededTemplateId(key), key, version: 1 })));
    for (const key of keys) {
      const events = await h.running.runtime.store.readStream(`template-${seededTemplateId(key)}`);
      expect(events.map((e) => [e.type, e.data.source])).toEqual([['TemplateCreated', 'seed']]);
    }
  });

  it('are created once when instances seed new defaults at the same moment', async () => {
    const fresh = ['RaceOne', 'RaceTwo'].map((key) => templateRequest({ key }));
    const outcomes = await Promise.all([h.running.runtime, another.runtime, h.running.runtime, another.runtime].map((runtime) => seedTemplates(runtime, fresh)));
    for (const { key } of fresh) expect(outcomes.map((o) => o[key]).sort()).toEqual(['created', 'exists', 'exists', 'exists']);
  });

  it('leave a template an admin edited as it is, and skip a default whose key another template holds', async () => {
    const admin = await h.admin();
    const aboutYou = seededTemplateId('AboutYou');
    const edited = await h.api('PUT', `/api/template/${aboutYou}`, { token: admin.token, body: { ...templateRequest({ key: 'AboutYou', title: 'Me' }), concurrencyCheck: 1 } });
    expect(edited.status).toBe(200);
    await seedTemplates(h.running.runtime);
    expect((await h.api('GET', `/api/template/${aboutYou}`, { token: admin.token })).body).toMatchObject({ title: 'Me', concurrencyCheck: 2 });

    const taken = await h.createTemplate(admin);
    expect(await seedTemplates(h.running.runtime, [templateRequest({ key: taken.key })])).toEqual({ [taken.key]: 'key-taken' });
  });

  it('give defaults seeded before they had Spanish the seed’s Spanish once, unless an admin changed their English', async () => {
    const admin = await h.admin();
    const spanish = { es: { title: 'Antes', questions: {} } };
    const [untouched, edited] = ['SeededBefore', 'EditedBefore'].map((key) => templateRequest({ key }));
    expect(await seedTemplates(h.running.runtime, [untouched, edited])).toEqual({ SeededBefore: 'created', EditedBefore: 'created' });
    const editedId = seededTemplateId('EditedBefore');
    expect((await h.api('PUT', `/api/template/${editedId}`, { token: admin.token, body: { ...edited, title: 'Ours', concurrencyCheck: 1 } })).status).toBe(200);

    const translated = [untouched, edited].map((template) => ({ ...template, translations: spanish }));
    expect(await seedTemplates(h.running.runtime, translated)).toEqual({ SeededBefore: 'updated', EditedBefore: 'exists' });
    expect(await seedTemplates(h.running.runtime, translated)).toEqual({ SeededBefore: 'exists', EditedBefore: 'exists' });
    const read = async (key: string) => (await h.api('GET', `/api/template/${seededTemplateId(key)}`, { token: admin.token })).body as Template;
    expect(await read('SeededBefore')).toMatchObject({ translations: spanish, concurrencyCheck: 2 });
    expect(await read('EditedBefore')).toMatchObject({ title: 'Ours', translations: {}, concurrencyCheck: 2 });
  });
});
