import { visibleQuestionKeys } from '../../question-visibility.js';
import { SUPPORTERS_TEMPLATE_KEY } from '../../supporters.js';
import { ConditionalOperators, CreateTemplateRequest, ListQuestionTypes, QuestionTypes } from '../../templates.js';
import { QUESTIONNAIRE_TEMPLATES } from './index.js';
import { SKIP_NOTE } from './questions.js';
import { clientTexts, countsOf, gradeOf, percentile } from './readability.js';

const templates = QUESTIONNAIRE_TEMPLATES;
const byKey = new Map(templates.map((template) => [template.key, template]));
const answerable = (template: CreateTemplateRequest) => template.questions.filter((question) => question.questionType !== 'Label');
const keysOf = (key: string) => byKey.get(key)!.questions.map((question) => question.key);

/** Pages that ask about family violence, mental health, substance use, trauma, crime or head injuries. */
const SENSITIVE_PAGES = ['FamilyOfOrigin', 'ChildhoodAndHome', 'Relationships', 'HeadInjuries', 'MentalHealth', 'SubstanceUse', 'Trauma', 'CriminalHistory'];

describe('the questionnaire templates', () => {
  it('each pass the template schema', () => {
    for (const template of templates) {
      const result = CreateTemplateRequest.safeParse(template);
      expect({ key: template.key, issues: result.success ? [] : result.error.issues }).toEqual({ key: template.key, issues: [] });
    }
  });

  it('hold at least 250 questions that take an answer, and use every question type', () => {
    expect(templates.reduce((sum, template) => sum + answerable(template).length, 0)).toBeGreaterThanOrEqual(250);
    expect(new Set(templates.flatMap((template) => template.questions.map((question) => question.questionType)))).toEqual(new Set(QuestionTypes));
  });

  it('come in page order: weights increase, the screens (5010 to 5130) fit between "anything else" and the letters of support', () => {
    const weights = templates.map((template) => template.defaultWeight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    expect(new Set(weights).size).toBe(weights.length);
    expect(byKey.get('AnythingElse')!.defaultWeight).toBeLessThan(5010);
    expect(templates.at(-2)).toMatchObject({ key: SUPPORTERS_TEMPLATE_KEY, defaultWeight: 10_000, isOptional: true, isDefault: false });
    expect(templates.at(-1)!.key).toBe('Documents');
  });

  it('have unique template keys, unique question keys in each page, keys in the house style', () => {
    expect(new Set(byKey.keys()).size).toBe(templates.length);
    for (const template of templates) {
      expect(template.key).toMatch(/^[A-Z][A-Za-z]*$/);
      const keys = template.questions.map((question) => question.key);
      expect({ page: template.key, duplicates: keys.filter((key, index) => keys.indexOf(key) !== index) }).toEqual({ page: template.key, duplicates: [] });
      for (const key of keys) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(_\d+_[a-z][A-Za-z0-9]*)?$/);
    }
  });

  it('have conditions that each name an earlier question of the same page and a value it can take', () => {
    const problems: string[] = [];
    for (const template of templates) {
      template.questions.forEach((question, index) => {
        const { conditionalFieldKey: key, conditionalOperator: operator, conditionalFieldValue: value } = question;
        if (!key && !operator) return;
        const where = `${template.key}.${question.key}`;
        const controller = template.questions.slice(0, index).find((earlier) => earlier.key === key);
        if (!operator || !ConditionalOperators.includes(operator)) problems.push(`${where}: operator ${operator}`);
        if (!controller) return problems.push(`${where}: "${key}" is not an earlier question`);
        if (controller.questionType === 'Label') problems.push(`${where}: "${key}" is a Label, which takes no answer`);
        const canTake = ListQuestionTypes.includes(controller.questionType) ? (controller.options ?? []).includes(value ?? '') : !!value?.trim();
        if (!canTake) problems.push(`${where}: "${key}" cannot be answered "${value}"`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('keep the pages and questions the rest of the system reads', () => {
    const aboutYou = byKey.get('AboutYou')!;
    expect(templates[0]).toBe(aboutYou);
    expect(aboutYou.title).toBe('About You');
    const question = (page: string, key: string) => byKey.get(page)!.questions.find((candidate) => candidate.key === key);
    expect(question('AboutYou', 'gender')).toMatchObject({ questionType: 'SelectList', options: expect.arrayContaining(['Male', 'Female']) });
    expect(question('AboutYou', 'dateOfBirth')).toMatchObject({ questionType: 'DatePicker', isRequired: true });
    expect(keysOf('AboutYou')).toEqual(expect.arrayContaining(['firstName', 'middleName', 'lastName']));
    expect(byKey.get('MilitaryService')).toMatchObject({ title: 'Military Service', isOptional: true, isDefault: false });
    expect(question('MilitaryService', 'served')).toMatchObject({ questionType: 'RadioButtonList', options: ['Yes', 'No'] });
    expect(question('MilitaryService', 'dischargePapers')).toMatchObject({ questionType: 'File' });
    expect(question('Education', 'highestLevel')).toMatchObject({ questionType: 'SelectList' });
    expect(question('Relationships', 'maritalStatus')).toMatchObject({ questionType: 'RadioButtonList' });
    expect(byKey.get('Children')!.questions[0]).toMatchObject({ key: 'hasChildren', questionType: 'RadioButtonList', options: ['Yes', 'No'] });
  });

  it('require only the names and date of birth (and each listed supporter: names and relationship)', () => {
    const required = templates.flatMap((template) => template.questions.filter((question) => question.isRequired).map((question) => `${template.key}.${question.key}`));
    const supporters = required.filter((key) => key.startsWith(`${SUPPORTERS_TEMPLATE_KEY}.`));
    expect(required.filter((key) => !supporters.includes(key))).toEqual(['AboutYou.firstName', 'AboutYou.lastName', 'AboutYou.dateOfBirth']);
    expect(supporters.every((key) => /supporter\d+(FirstName|LastName|Relationship)$/.test(key))).toBe(true);
  });

  it('begin each sensitive page with the note that any question may be skipped; crisis line and head injury screen are named', () => {
    for (const key of SENSITIVE_PAGES) expect({ page: key, first: byKey.get(key)!.questions[0] }).toEqual({ page: key, first: SKIP_NOTE });
    expect(byKey.get('MentalHealth')!.questions[1]).toMatchObject({ questionType: 'Label', label: expect.stringContaining('Call or text 988') });
    expect(byKey.get('HeadInjuries')!.questions.some((question) => question.questionType === 'Label' && question.label.includes('OSU TBI-ID'))).toBe(true);
  });

  // English only: the client never reads it, and a translation has no place for it (QuestionTranslation is strict).
  it("give every question that takes an answer a short report label in the attorney's words (issue 34)", () => {
    const problems: string[] = [];
    for (const template of templates) {
      const labels = new Map<string, string>();
      for (const question of answerable(template)) {
        const where = `${template.key}.${question.key}`;
        const label = question.reportLabel ?? '';
        if (!label.trim()) problems.push(`${where}: no report label`);
        // A label, not a question, and never in the client's voice ("What is your mother's name?").
        if (label.endsWith('?') || /\b(you|your|yours|yourself|I|me|my|we|our)\b/i.test(label)) problems.push(`${where}: "${label}" reads as a question to the client`);
        if (label.split(/\s+/).length > 10) problems.push(`${where}: "${label}" is longer than ten words`);
        // Two answers of a page the attorney could not tell apart; a slot's "another?" questions are never printed.
        if (!/(_add|^addSupporter\d+)$/.test(question.key) && labels.has(label)) problems.push(`${where}: "${label}" is also ${labels.get(label)}'s`);
        labels.set(label, question.key);
      }
    }
    expect(problems).toEqual([]);
  });

  it('read at a sixth-grade level: median Flesch-Kincaid grade at most 6, 90th percentile at most 8', () => {
    const grades = clientTexts(templates).map(gradeOf);
    const figures = {
      questionsPerPage: Object.fromEntries(templates.map((template) => [template.key, answerable(template).length])),
      questions: templates.reduce((sum, template) => sum + answerable(template).length, 0),
      textsMeasured: grades.length,
      medianGrade: Number(percentile(grades, 50).toFixed(2)),
      p90Grade: Number(percentile(grades, 90).toFixed(2)),
    };
    console.log(`questionnaire: ${JSON.stringify(figures)}`);
    expect(grades.every(Number.isFinite)).toBe(true);
    expect(figures.medianGrade).toBeLessThanOrEqual(6);
    expect(figures.p90Grade).toBeLessThanOrEqual(8);
  });
});

describe('conditions on the seeded pages', () => {
  const visible = (page: string, answers: Record<string, string>) => [...visibleQuestionKeys(byKey.get(page)!.questions, answers)];

  it('show no children’s questions to a client without children, and open the numbered slots one at a time', () => {
    expect(visible('Children', { hasChildren: 'No' }).filter((key) => key.startsWith('child'))).toEqual([]);
    const shown = (answers: Record<string, string>) => visible('Children', { hasChildren: 'Yes', ...answers });
    expect(shown({})).toEqual(expect.arrayContaining(['child_1_name', 'child_2_add']));
    expect(shown({})).not.toContain('child_2_name');
    expect(shown({ child_2_add: 'Yes' })).toEqual(expect.arrayContaining(['child_2_name', 'child_3_add']));
    // Saying No to slot 2 hides slot 3 too, whatever its own question was answered before.
    expect(shown({ child_2_add: 'No', child_3_add: 'Yes' })).not.toContain('child_3_name');
    expect(shown({ child_2_add: 'No' })).not.toContain('child_3_add');
  });

  it('show no military details to a client who did not serve', () => {
    expect(visible('MilitaryService', { served: 'No' })).toEqual(['served']);
    expect(visible('MilitaryService', { served: 'Yes' })).toEqual(expect.arrayContaining(['branch', 'dischargePapers']));
  });
});

describe('readability counts', () => {
  it('count letters-only words, sentences by their ends, and the words after the last end as a sentence', () => {
    expect(countsOf('First name')).toEqual({ sentence: 1, word: 2, syllable: 2 });
    expect(countsOf("Call or text 988. It's free! Don't wait")).toEqual({ sentence: 3, word: 7, syllable: 7 });
    expect(countsOf('Supporter 2: Email address (or both)')).toMatchObject({ sentence: 1, word: 5 });
  });
});
