import { InstrumentScoring, score, SUPPORTERS_TEMPLATE_KEY } from '@app/contracts';
import { DEFAULT_TEMPLATES, fullAnswers } from '@app/contracts/default-templates';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { startSurvey, type SurveyHarness } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
beforeAll(async () => {
  h = await startSurvey('form_full', DEFAULT_TEMPLATES);
});
afterAll(() => h?.close());

/** Issue 10: the whole seeded questionnaire and all 13 screens, every question a client can be shown answered. */
describe('a form of every seeded page and all 13 screens', () => {
  it('accepts a full answer set on every page and finalizes; every screen scores complete', async () => {
    const attorney = await h.subscriber();
    const chosen = DEFAULT_TEMPLATES.filter((template) => template.key !== SUPPORTERS_TEMPLATE_KEY);
    const { client, pages } = await h.inviteWithPages(attorney, { templateIds: chosen.map((template) => seededTemplateId(template.key)), enableSupporters: true });

    const byWeight = [...DEFAULT_TEMPLATES].sort((a, b) => a.defaultWeight - b.defaultWeight).map((template) => template.key);
    expect(pages.map((page) => page.template.key)).toEqual(byWeight);
    expect(pages.filter((page) => page.template.scoring).map((page) => page.template.scoring!.instrument)).toEqual(
      Object.values(InstrumentScoring).map((rules) => rules.instrument),
    );

    const answered: Record<string, Record<string, string>> = {};
    for (const page of pages) {
      const answers = fullAnswers(page.template.questions);
      const saved = await h.saveAnswers(page.answerSetId, client.user, answers, page.answerSet.concurrencyCheck);
      expect({ page: page.template.key, status: saved.status, body: saved.status === 200 ? null : saved.body }).toEqual({ page: page.template.key, status: 200, body: null });
      answered[page.template.key] = answers;
    }

    const finalized = await h.finalize(client.formId, client.user);
    expect({ status: finalized.status, body: finalized.status === 200 ? null : finalized.body }).toEqual({ status: 200, body: null });
    expect(finalized.body.formStatus).toBe('Completed');

    const context = { gender: answered.AboutYou.gender, age: 38 };
    for (const page of pages.filter((page) => page.template.scoring)) {
      const result = score(page.template.scoring!, answered[page.template.key], context);
      expect({ screen: page.template.key, complete: result.complete, missing: result.missingItems }).toEqual({ screen: page.template.key, complete: true, missing: [] });
    }
  });
});
