import { missingTranslations } from '../../../template-translations.js';
import { QUESTIONNAIRE_TEMPLATES } from '../index.js';

describe('the questionnaire in Spanish', () => {
  it.each(QUESTIONNAIRE_TEMPLATES.map((template) => [template.key, template] as const))('%s has every client-facing text in Spanish', (_key, template) => {
    expect(missingTranslations(template, 'es')).toEqual([]);
  });

  it.each(QUESTIONNAIRE_TEMPLATES.map((template) => [template.key, template] as const))('%s leaves no sentence in English', (_key, template) => {
    const spanish = template.translations?.es;
    const sentences = template.questions
      .filter((question) => question.label.split(' ').length > 3)
      .filter((question) => spanish?.questions[question.key]?.label === question.label)
      .map((question) => question.key);
    expect(sentences).toEqual([]);
  });
});
