import { readdirSync } from 'node:fs';
import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { score } from '../../scoring/score.js';
import { missingTranslations, translatedTemplate } from '../../template-translations.js';
import { CreateTemplateRequest, ListQuestionTypes } from '../../templates.js';
import { SCREENS } from './index.js';
import type { Screen } from './screen.js';

/**
 * The 13 screens' templates against their published text, word for word (issue 10). Each
 * `*.screen.ts` of this folder is checked; the registry (index.ts) must list every one of them.
 */

const screenFiles = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.screen.ts'));
const screens: [string, Screen][] = await Promise.all(screenFiles.map(async (file) => [file, ((await import(`./${file}`)) as { screen: Screen }).screen] as [string, Screen]));

/** Typography a transcription may differ in without a word changing: quotes, dashes, spaces. */
const normalised = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

/** The same folding for the Spanish texts (accents kept), and Spanish angle quotes as straight ones. */
const normalisedEs = (text: string) => normalised(text.replace(/[«»]/g, '"'));

describe.each(screens)('the screen of %s', (_file, { template, published, ownWording = {} }) => {
  const text = normalised(published.text);
  const checkedQuestions = template.questions.filter((question) => !Object.hasOwn(ownWording, question.key));

  it("is a valid optional template, not picked by default, with its instrument's scoring rules", () => {
    expect(() => CreateTemplateRequest.parse(template)).not.toThrow();
    expect(template).toMatchObject({ isOptional: true, isDefault: false });
    const rules = Object.values(InstrumentScoring).find((entry) => entry.instrument === template.scoring?.instrument);
    expect(template.scoring).toEqual(rules);
  });

  it('keeps the published text and its source with the template', () => {
    expect(template.instrument).toMatchObject({ sourceText: published.text, name: template.scoring?.instrument });
    expect(template.instrument?.sourceUrl).toBe(published.sourceUrl);
    expect(published.readFrom.trim()).not.toBe('');
  });

  it('cites its source as a publication, at its publisher or owner where it points to one: never a file-sharing site or a blog (issue 34)', () => {
    const cited = [template.instrument?.citation, template.instrument?.licence, template.instrument?.sourceUrl, template.translations?.es?.instrument?.sourceUrl];
    expect(cited.filter((text) => text && /scribd|blog|acestoohigh/i.test(text))).toEqual([]);
    expect(template.instrument?.citation).toMatch(/\b(19|20)\d\d\b/);
  });

  it('asks every question in the published words and order', () => {
    let from = 0;
    for (const question of checkedQuestions) {
      const at = text.indexOf(normalised(question.label), from);
      expect({ key: question.key, label: question.label, foundInOrder: at >= 0 }).toEqual({ key: question.key, label: question.label, foundInOrder: true });
      from = at + 1;
      if (question.description)
        expect({ key: question.key, description: question.description, found: text.includes(normalised(question.description)) }).toMatchObject({ found: true });
    }
  });

  it('offers the published response options', () => {
    const lowerText = text.toLowerCase();
    for (const question of checkedQuestions) {
      for (const option of question.options ?? []) {
        expect({ key: question.key, option, found: lowerText.includes(normalised(option).toLowerCase()) }).toMatchObject({ found: true });
      }
    }
  });

  it('says why for every question in its own words', () => {
    const keys = template.questions.map((question) => question.key);
    for (const [key, reason] of Object.entries(ownWording)) {
      expect({ key, isQuestion: keys.includes(key), reason: reason.trim() !== '' }).toEqual({ key, isQuestion: true, reason: true });
    }
  });
});

/**
 * The screens in Spanish (issue 15, item 3): a published, validated Spanish version reproduced word for word,
 * checked against its text as the English is; or the English questions under a Spanish title, with the reason.
 */
describe.each(screens)('the Spanish of %s', (_file, { template, spanish }) => {
  const es = template.translations?.es;

  if ('englishOnly' in spanish) {
    it('keeps the English questions, says why, and has a Spanish title and description', () => {
      expect(spanish.englishOnly.trim()).not.toBe('');
      expect(spanish.title.trim()).not.toBe('');
      expect(spanish.description.trim()).not.toBe('');
      expect(es).toEqual({ title: spanish.title, description: spanish.description, englishOnly: spanish.englishOnly, questions: {} });
      expect(missingTranslations(template, 'es')).toEqual([]);
    });
    return;
  }

  const text = normalisedEs(spanish.published.text);
  const ownWording = spanish.ownWording ?? {};
  const texts = spanish.translation.questions ?? {};
  const checkedQuestions = template.questions.filter((question) => !Object.hasOwn(ownWording, question.key));

  it('keeps the Spanish published text, its source, citation and licence with the template', () => {
    expect(es?.instrument).toMatchObject({
      name: template.scoring?.instrument,
      sourceText: spanish.published.text,
      sourceUrl: spanish.published.sourceUrl,
      citation: spanish.citation,
      licence: spanish.licence,
    });
    for (const value of [spanish.published.readFrom, spanish.citation, spanish.licence, spanish.translation.title ?? '', spanish.translation.description ?? '']) {
      expect(value.trim()).not.toBe('');
    }
    expect(es?.englishOnly).toBeUndefined();
  });

  it('translates every question and option, and nothing else', () => {
    expect(missingTranslations(template, 'es')).toEqual([]);
    const questions = new Map(template.questions.map((question) => [question.key, question]));
    for (const [key, translated] of Object.entries(texts)) {
      const question = questions.get(key);
      expect({ key, isQuestion: question !== undefined }).toEqual({ key, isQuestion: true });
      const options = question && ListQuestionTypes.includes(question.questionType) ? (question.options ?? []) : [];
      for (const option of Object.keys(translated.options ?? {})) expect({ key, option, isOption: options.includes(option) }).toEqual({ key, option, isOption: true });
    }
  });

  it('asks every question in the Spanish published words and order', () => {
    let from = 0;
    for (const question of checkedQuestions) {
      const label = texts[question.key]?.label ?? '';
      const at = text.indexOf(normalisedEs(label), from);
      expect({ key: question.key, label, foundInOrder: label !== '' && at >= 0 }).toEqual({ key: question.key, label, foundInOrder: true });
      from = at + 1;
      const description = texts[question.key]?.description;
      if (description) expect({ key: question.key, description, found: text.includes(normalisedEs(description)) }).toMatchObject({ found: true });
    }
  });

  it('offers the Spanish published response options', () => {
    const lowerText = text.toLocaleLowerCase('es');
    for (const question of checkedQuestions) {
      for (const [value, option] of Object.entries(texts[question.key]?.options ?? {})) {
        expect({ key: question.key, value, option, found: lowerText.includes(normalisedEs(option).toLocaleLowerCase('es')) }).toMatchObject({ found: true });
      }
    }
  });

  it('scores a client who answers in Spanish exactly as one who answers in English: the answer is the option value, whatever the language (issue 37)', () => {
    const rules = template.scoring!;
    const english = translatedTemplate(template, 'en');
    const spanishPage = translatedTemplate(template, 'es');
    const scored = spanishPage.questions.filter((question) => rules.items.some((item) => item.key === question.key && item.values !== 'number'));
    expect(scored.length).toBeGreaterThan(0);
    // The Spanish page offers the English option values, in the same order, each under its published Spanish text.
    for (const question of scored) {
      const englishQuestion = english.questions.find((candidate) => candidate.key === question.key)!;
      expect({ key: question.key, values: question.options }).toEqual({ key: question.key, values: englishQuestion.options });
      expect(Object.keys(question.optionTexts ?? {})).toEqual(question.options);
    }
    // The client picks the n-th Spanish text on every item; the answer kept is the value it stands for.
    const pickedInSpanish = (position: number) =>
      Object.fromEntries(
        scored.map((question) => {
          const spanishText = Object.values(question.optionTexts!)[Math.min(position, question.options!.length - 1)];
          return [question.key, Object.entries(question.optionTexts!).find(([, text]) => text === spanishText)![0]];
        }),
      );
    const pickedInEnglish = (position: number) => Object.fromEntries(scored.map((question) => [question.key, question.options![Math.min(position, question.options!.length - 1)]]));
    const positions = Math.max(...scored.map((question) => question.options!.length));
    for (let position = 0; position < positions; position++) {
      const inSpanish = score(rules, pickedInSpanish(position));
      expect({ position, complete: inSpanish.complete }).toEqual({ position, complete: true });
      expect(inSpanish).toEqual(score(rules, pickedInEnglish(position)));
    }
  });

  it('says why for every question in its own Spanish words', () => {
    const keys = template.questions.map((question) => question.key);
    for (const [key, reason] of Object.entries(ownWording)) {
      expect({ key, isQuestion: keys.includes(key), reason: reason.trim() !== '' }).toEqual({ key, isQuestion: true, reason: true });
    }
  });
});

describe('the registry of screens', () => {
  it('lists every screen of this folder once, in the order of ../shared/instruments.md, each under its own key', () => {
    expect([...SCREENS].sort((a, b) => a.template.defaultWeight - b.template.defaultWeight)).toEqual(SCREENS);
    expect(SCREENS.map((entry) => entry.template.scoring?.instrument)).toEqual(Object.values(InstrumentScoring).map((rules) => rules.instrument));
    expect(new Set(SCREENS)).toEqual(new Set(screens.map(([, entry]) => entry)));
    expect(new Set(SCREENS.map((entry) => entry.template.key)).size).toBe(SCREENS.length);
  });
});
