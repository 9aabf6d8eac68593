import { Messages } from './messages.js';
import { InstrumentScoring } from './scoring/instruments/index.js';
import type { ScoringRules } from './scoring/scoring-rules.js';
import { CreateTemplateRequest, TemplateLimits, UpdateTemplateRequest, type Question } from './templates.js';

const oftenScale = { Never: 0, Sometimes: 1, Often: 2 };

/** A scored screen that passes the checks; each test breaks one thing. */
const valid = () => ({
  key: 'Screen',
  title: 'How you feel',
  subscriberTitle: 'Test screen',
  questions: [
    { key: 'intro', label: 'Answer for the last two weeks.', questionType: 'Label' },
    { key: 'q1', label: 'Feeling down?', questionType: 'RadioButtonList', options: ['Never', 'Sometimes', 'Often'] },
    { key: 'q2', label: 'Which days?', questionType: 'CheckBoxList', options: ['Monday', 'Tuesday'] },
    { key: 'age', label: 'How old were you?', questionType: 'Text' },
    { key: 'upload', label: 'A record', questionType: 'File' },
  ] as Record<string, unknown>[],
  scoring: {
    instrument: 'Test',
    licence: 'Public domain',
    citation: 'A. Author. A test instrument. 2024.',
    items: [
      { key: 'q1', values: oftenScale },
      { key: 'q2', values: { Monday: 1, Tuesday: 1 } },
      { key: 'age', values: 'number' },
    ] as Record<string, unknown>[],
    total: { items: ['q1', 'q2'] },
  },
  instrument: {
    name: 'Test Screen',
    citation: 'A. Author. A test instrument. 2024.',
    licence: 'Public domain',
    sourceUrl: 'https://example.org/test-screen.pdf',
    sourceText: 'Over the last two weeks, how often have you been bothered by feeling down?\nNever / Sometimes / Often',
  } as Record<string, unknown>,
});
type Request = ReturnType<typeof valid>;

/** The issues of the request after `breakIt`, as "path: message". */
function issuesOf(breakIt: (request: Request) => void): string[] {
  const request = valid();
  breakIt(request);
  const result = CreateTemplateRequest.safeParse(JSON.parse(JSON.stringify(request)));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a template with scoring rules and its instrument source', () => {
  it('is accepted, and keeps both as sent (the source text untrimmed)', () => {
    const request = valid();
    request.instrument.sourceText = `${String(request.instrument.sourceText)}\n`;
    const parsed = CreateTemplateRequest.parse(request);
    expect(parsed.instrument?.sourceText).toMatch(/Often\n$/);
    expect(parsed.scoring).toEqual(valid().scoring);
    expect(parsed.instrument).toEqual(request.instrument);
  });

  it('is accepted without either (a page that is not scored), and with both null', () => {
    const page: Partial<Request> = valid();
    delete page.scoring;
    delete page.instrument;
    expect(CreateTemplateRequest.parse(page)).not.toHaveProperty('scoring');
    expect(CreateTemplateRequest.parse({ ...page, scoring: null, instrument: null })).toMatchObject({ scoring: null, instrument: null });
  });

  it.each(Object.entries(InstrumentScoring))('is accepted with the %s rules over questions of their options', (_name, rules: ScoringRules) => {
    const questions: Question[] = rules.items.map((item) =>
      item.values === 'number'
        ? { key: item.key, label: item.key, questionType: 'Text', isRequired: false }
        : { key: item.key, label: item.key, questionType: 'RadioButtonList', isRequired: false, options: Object.keys(item.values) },
    );
    const result = CreateTemplateRequest.safeParse({ ...valid(), questions, scoring: rules });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('checks an update the same way', () => {
    const request = valid();
    request.scoring.items[2].key = 'q9';
    const result = UpdateTemplateRequest.safeParse({ ...request, concurrencyCheck: 1 });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['scoring.items.2.key: "q9" is not a question of this template']);
    expect(UpdateTemplateRequest.safeParse({ ...valid(), concurrencyCheck: 1 }).success).toBe(true);
  });

  it.each<[string, (request: Request) => void, string]>([
    ['a scored item that is no question', (request) => (request.scoring.items[2].key = 'ageAtFirstUse'), 'scoring.items.2.key: "ageAtFirstUse" is not a question of this template'],
    [
      'a scored Label',
      (request) => request.scoring.items.push({ key: 'intro', values: 'number' }),
      'scoring.items.3.key: The question "intro" is a Label, which takes no answer to score',
    ],
    [
      'a scored File',
      (request) => request.scoring.items.push({ key: 'upload', values: 'number' }),
      'scoring.items.3.key: The question "upload" is a File, which takes no answer to score',
    ],
    [
      'option values on a Text question',
      (request) => (request.scoring.items[2].values = { Young: 1 }),
      'scoring.items.2.values: The question "age" is a Text question without options: its values must be "number"',
    ],
    [
      'an option left without a value',
      (request) => (request.scoring.items[0].values = { Never: 0, Sometimes: 1 }),
      'scoring.items.0.values: The option "Often" of the question "q1" has no value',
    ],
    [
      'a value for an option the question lacks',
      (request) => (request.scoring.items[1].values = { Monday: 1, Tuesday: 1, Sunday: 1 }),
      'scoring.items.1.values.Sunday: "Sunday" is not an option of the question "q2"',
    ],
    [
      'an option spelt differently',
      (request) => (request.scoring.items[0].values = { Never: 0, Sometimes: 1, often: 2 }),
      'scoring.items.0.values.often: "often" is not an option of the question "q1"',
    ],
    ['a mistake in the rules themselves', (request) => (request.scoring.total.items = ['q1', 'q3']), 'scoring.total.items.1: "q3" is not an item of these rules'],
    ['an instrument without its source text', (request) => delete request.instrument.sourceText, 'instrument.sourceText: This field is required'],
    ['a blank source text', (request) => (request.instrument.sourceText = ' \n '), 'instrument.sourceText: This field is required'],
    [
      'an instrument source that is no web address',
      (request) => (request.instrument.sourceUrl = 'the PHQ screeners site'),
      'instrument.sourceUrl: Must be a web address beginning with https:// or http://',
    ],
    [
      'an instrument source that is not on the web',
      (request) => (request.instrument.sourceUrl = 'file:///tmp/phq9.pdf'),
      'instrument.sourceUrl: Must be a web address beginning with https:// or http://',
    ],
    [
      'a source text over the bound',
      (request) => (request.instrument.sourceText = 'x'.repeat(TemplateLimits.sourceTextLength + 1)),
      `instrument.sourceText: ${Messages.maxLength(TemplateLimits.sourceTextLength)}`,
    ],
    ['a misspelt instrument field', (request) => (request.instrument.sourceURL = 'https://example.org'), 'instrument: Unrecognized key: "sourceURL"'],
  ])('refuses %s with a clear message at its path', (_case, breakIt, issue) => {
    expect(issuesOf(breakIt)).toContain(issue);
  });

  it('names every option that differs, each once', () => {
    const issues = issuesOf((request) => (request.scoring.items[0].values = { Never: 0, Rarely: 1 }));
    expect(issues).toEqual([
      'scoring.items.0.values: The option "Sometimes" of the question "q1" has no value',
      'scoring.items.0.values: The option "Often" of the question "q1" has no value',
      'scoring.items.0.values.Rarely: "Rarely" is not an option of the question "q1"',
    ]);
  });
});

describe("a question's report label (issue 34)", () => {
  const withReportLabel = (reportLabel: unknown) =>
    CreateTemplateRequest.safeParse({ ...valid(), questions: [{ key: 'age', label: 'How old were you?', questionType: 'Text', reportLabel }], scoring: null, instrument: null });

  it('is kept as sent, trimmed, and may be left out or null', () => {
    const parsed = withReportLabel('  Age  ');
    expect(parsed.success && parsed.data.questions[0]).toMatchObject({ label: 'How old were you?', reportLabel: 'Age' });
    expect(withReportLabel(undefined).success).toBe(true);
    expect(withReportLabel(null).success).toBe(true);
  });

  it('is text no longer than a label', () => {
    const issues = (reportLabel: unknown) => withReportLabel(reportLabel).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues('x'.repeat(TemplateLimits.labelLength + 1))).toEqual([`questions.0.reportLabel: ${Messages.maxLength(TemplateLimits.labelLength)}`]);
    expect(issues(12)).toEqual(['questions.0.reportLabel: Must be text']);
  });
});
