import { randomUUID } from 'node:crypto';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { TEST_TEMPLATES } from '../../testing/test-templates.js';

let h: SurveyHarness;
let admin: TestUser;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startSurvey('tpl_read');
  admin = await h.admin();
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const list = (query: string, who: TestUser = subscriber) => h.api('GET', `/api/template?${query}`, { token: who.token });

describe('GET /api/template', () => {
  it("answers the invite form's limit=100 by weight, defaults flagged, with the total in x-total-count", async () => {
    const light = await h.createTemplate(admin, { defaultWeight: -50, isOptional: true });
    const { status, body, headers } = await list('limit=100');
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe(String(TEST_TEMPLATES.length + 1));
    expect(body.map((t: { key: string }) => t.key)).toEqual([light.key, ...TEST_TEMPLATES.map((t) => t.key)]);
    expect(body.filter((t: { isDefault: boolean }) => t.isDefault).map((t: { key: string }) => t.key)).toEqual(['AboutYou', 'Family', 'Education']);
  });

  it('filters, orders and pages like the other admin lists', async () => {
    const marker = randomUUID().slice(0, 8);
    const made = [];
    for (const weight of [3, 1, 2]) made.push(await h.createTemplate(admin, { title: `Filtered ${marker} ${weight}`, defaultWeight: weight }));
    const filtered = await list(`filter=${encodeURIComponent(`title.Contains("${marker}")`)}&order=${encodeURIComponent('defaultWeight desc')}&limit=2`, admin);
    expect(filtered.headers.get('x-total-count')).toBe('3');
    expect(filtered.body.map((t: { defaultWeight: number }) => t.defaultWeight)).toEqual([3, 2]);
    const defaults = await list(`filter=${encodeURIComponent('isDefault = true AND isOptional = false')}`, admin);
    expect(defaults.body.map((t: { key: string }) => t.key)).toEqual(['AboutYou', 'Family', 'Education']);
    expect(await list('filter=questions.Contains("x")', admin)).toMatchObject({
      status: 400,
      body: { Details: Texts.notValidated, SubErrors: ["filter: 'questions' is not a column of this list"] },
    });
    expect(made).toHaveLength(3);
  });
});

describe('GET /api/template/{id}', () => {
  it('answers the template, and 404 for an unknown one', async () => {
    const template = await h.createTemplate(admin);
    expect(await h.api('GET', `/api/template/${template.id}`, { token: subscriber.token })).toMatchObject({ status: 200, body: { id: template.id, key: template.key } });
    expect(await h.api('GET', `/api/template/${randomUUID()}`, { token: subscriber.token })).toMatchObject({ status: 404, body: { Details: 'The template was not found.' } });
  });
});
