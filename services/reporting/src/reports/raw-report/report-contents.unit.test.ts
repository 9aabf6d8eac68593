import { InstrumentScoring, score } from '@app/contracts';
import { knownReportSources, ReportAnswers } from '../../testing/report-fixtures.js';
import { reportModelOf, wholeYearsBetween } from './report-contents.js';

describe('reportModelOf', () => {
  const model = reportModelOf(knownReportSources());

  it('states the client facts, with the age on the report date and the gender of the About You page', () => {
    expect(model.client).toEqual({ firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1990-06-15', age: 35, gender: 'Male', formStatus: 'Completed', completed: '2026-02-27' });
    expect(model.attorney).toBe('Ada Lovelace');
    expect(model.date).toBe('2026-03-01');
  });

  it('keeps the answered pages, each with its shown and answered questions as they read (dates as US documents write them), each with its source', () => {
    const withoutSources = model.pages.map((page) => ({ ...page, answers: page.answers.map(({ question, answer }) => ({ question, answer })) }));
    expect(withoutSources).toEqual([
      {
        title: 'Personal Information',
        answers: [
          { question: 'First name', answer: { kind: 'text', text: 'Grace' } },
          { question: 'Last name', answer: { kind: 'text', text: 'Hopper' } },
          { question: 'Date of birth', answer: { kind: 'text', text: 'June 15, 1990' } },
          { question: 'Gender', answer: { kind: 'text', text: 'Male' } },
        ],
      },
      {
        title: 'Life History',
        answers: [
          { question: 'Tell us about where you grew up.', answer: { kind: 'text', text: 'I grew up in Dayton.\nWe moved to Toledo when I was nine.' } },
          { question: 'Which kinds of work have you done?', answer: { kind: 'list', items: ['Construction', 'Farm work'] } },
          { question: 'Did you serve in the military?', answer: { kind: 'text', text: 'No' } },
          { question: 'Upload your school records.', answer: { kind: 'file', name: 'report card 1999.pdf' } },
        ],
      },
    ]);
    expect(model.pages[1].answers[0].source).toEqual({ pageKey: 'History', page: 'Life History', questionKey: 'story', question: 'Tell us about where you grew up.' });
  });

  it('marks free text answered in Spanish, in the raw report and in the variants (translated, or left as written offline); choices are never marked', () => {
    const inSpanish = knownReportSources();
    const history = inSpanish.answerSets.find((set) => set.answers.story)!;
    Object.assign(history, { language: 'es', answers: { ...history.answers, story: 'Crecí en Dayton.' } });
    const storyOf = (sources: typeof inSpanish) => reportModelOf(sources).pages.find((page) => page.title === 'Life History')!.answers;
    const raw = storyOf(inSpanish);
    expect(raw[0]).toMatchObject({ question: 'Tell us about where you grew up.', answer: { kind: 'text', text: 'Crecí en Dayton.', languageNote: 'answered in Spanish' } });
    expect(raw.find((answer) => answer.question === 'Did you serve in the military?')!.answer).toEqual({ kind: 'text', text: 'No' });

    expect(model.pages.flatMap((page) => page.answers).some((answer) => 'languageNote' in answer.answer)).toBe(false);
  });

  it('scores the screens answered on Spanish screens as the same option values answered in English', () => {
    const inSpanish = knownReportSources();
    for (const set of inSpanish.answerSets) Object.assign(set, { language: 'es' });
    expect(reportModelOf(inSpanish).screens.map((screen) => screen.result)).toEqual(model.screens.map((screen) => screen.result));
  });

  it("scores every screen with the engine's result for the same answers and context", () => {
    const context = { gender: 'Male', age: 35 };
    expect(model.screens.map((screen) => [screen.title, screen.result])).toEqual([
      ['PHQ-9: Depression', score(InstrumentScoring.phq9, ReportAnswers.PHQ9, context)],
      ['AUDIT-C: Alcohol Use', score(InstrumentScoring.auditC, ReportAnswers.AUDITC, context)],
      ['GAD-7: Anxiety', score(InstrumentScoring.gad7, ReportAnswers.GAD7, context)],
    ]);
    const [phq9, auditC, gad7] = model.screens.map((screen) => screen.result);
    expect([phq9.total, phq9.band?.label, phq9.flags.map((flag) => flag.key)]).toEqual([12, 'Moderate', ['safety']]);
    // 3 is positive for a woman or an unknown gender, not for a man.
    expect([auditC.total, auditC.positive, auditC.cutOff]).toEqual([3, false, '4 or more (men)']);
    expect([gad7.complete, gad7.total, gad7.missingItems]).toEqual([false, null, ['gad7_4', 'gad7_5', 'gad7_6', 'gad7_7']]);
    expect(model.screens[2].items.slice(2, 4)).toEqual([
      {
        question: 'GAD-7 item 3',
        answer: { kind: 'text', text: 'Not at all' },
        source: { pageKey: 'GAD7', page: 'GAD-7: Anxiety', questionKey: 'gad7_3', question: 'GAD-7 item 3' },
      },
      { question: 'GAD-7 item 4', answer: null, source: { pageKey: 'GAD7', page: 'GAD-7: Anxiety', questionKey: 'gad7_4', question: 'GAD-7 item 4' } },
    ]);
    expect(model.screens[0]).toMatchObject({ instrument: 'PHQ-9', citation: InstrumentScoring.phq9.citation, licence: InstrumentScoring.phq9.licence });
  });
});

describe('wholeYearsBetween', () => {
  it('counts a year once its birthday is reached', () => {
    expect(wholeYearsBetween('1990-06-15', '2026-06-14')).toBe(35);
    expect(wholeYearsBetween('1990-06-15', '2026-06-15')).toBe(36);
    expect(wholeYearsBetween('2000-02-29', '2026-02-28')).toBe(25);
    expect(wholeYearsBetween('06/15/1990', '2026-06-15')).toBeNull();
    expect(wholeYearsBetween('2030-01-01', '2026-06-15')).toBeNull();
  });
});
