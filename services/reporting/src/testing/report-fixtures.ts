import { InstrumentScoring, type FormPage, type ScoringRules, type TemplateFields } from '@app/contracts';
import type { ReportLetter } from '../reports/mitigation-report/report-model.js';
import type { ReportSources } from '../reports/raw-report/report-contents.js';

/**
 * A known answer set for the report's tests: the About You page (names, date of birth, gender), a page
 * with every kind of answer (and a Label, a hidden and an unanswered question), a page left unanswered,
 * and three screens: the PHQ-9 with its safety flag raised, the AUDIT-C (whose cut-off depends on the
 * gender) and the GAD-7 half answered. Screen questions are labelled by item, not with the published
 * wording: the report shows whatever the page's snapshot holds.
 */
const template = (key: string, subscriberTitle: string, over: Partial<TemplateFields>): TemplateFields => ({
  templateId: `${key}-template`,
  key,
  title: subscriberTitle,
  subscriberTitle,
  description: null,
  defaultWeight: 0,
  isOptional: false,
  isDefault: true,
  stopIfOffline: false,
  questions: [],
  ...over,
});

const screenTemplate = (key: string, subscriberTitle: string, scoring: ScoringRules): TemplateFields =>
  template(key, subscriberTitle, {
    isOptional: true,
    isDefault: false,
    scoring,
    questions: scoring.items.map((item, index) => ({
      key: item.key,
      label: `${scoring.instrument} item ${index + 1}`,
      isRequired: false,
      questionType: 'RadioButtonList',
      options: item.values === 'number' ? null : Object.keys(item.values),
    })),
  });

export const ReportTemplates = {
  aboutYou: template('AboutYou', 'Personal Information', {
    questions: [
      { key: 'aboutYouIntro', label: 'Please answer as well as you can.', isRequired: false, questionType: 'Label' },
      { key: 'firstName', label: 'First name', isRequired: true, questionType: 'Text' },
      { key: 'lastName', label: 'Last name', isRequired: true, questionType: 'Text' },
      { key: 'dateOfBirth', label: 'Date of birth', isRequired: true, questionType: 'DatePicker' },
      { key: 'gender', label: 'Gender', isRequired: false, questionType: 'SelectList', options: ['Female', 'Male', 'Prefer not to say'] },
    ],
  }),
  history: template('History', 'Life History', {
    questions: [
      { key: 'story', label: 'Tell us about where you grew up.', isRequired: false, questionType: 'Textarea' },
      { key: 'jobs', label: 'Which kinds of work have you done?', isRequired: false, questionType: 'CheckBoxList', options: ['Construction', 'Restaurant', 'Farm work'] },
      { key: 'served', label: 'Did you serve in the military?', isRequired: false, questionType: 'RadioButtonList', options: ['Yes', 'No'] },
      {
        key: 'branch',
        label: 'Which branch did you serve in?',
        isRequired: false,
        questionType: 'Text',
        conditionalFieldKey: 'served',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Yes',
      },
      { key: 'nickname', label: 'Do you have a nickname?', isRequired: false, questionType: 'Text' },
      { key: 'records', label: 'Upload your school records.', isRequired: false, questionType: 'File' },
    ],
  }),
  unanswered: template('Housing', 'Housing History', {
    questions: [{ key: 'address', label: 'Where do you live now?', isRequired: false, questionType: 'Text' }],
  }),
  phq9: screenTemplate('PHQ9', 'PHQ-9: Depression', InstrumentScoring.phq9),
  auditC: screenTemplate('AUDITC', 'AUDIT-C: Alcohol Use', InstrumentScoring.auditC),
  gad7: screenTemplate('GAD7', 'GAD-7: Anxiety', InstrumentScoring.gad7),
} as const;

export const reportTemplates = (): TemplateFields[] => Object.values(ReportTemplates);

/** The option of `rules`' item `key` worth `value`. */
const worth = (rules: ScoringRules, key: string, value: number): string => {
  const { values } = rules.items.find((item) => item.key === key)!;
  return Object.entries(values).find(([, points]) => points === value)![0];
};

const answersWorth = (rules: ScoringRules, values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, worth(rules, key, value)]));

/** Each template's answers (by template key); the Housing page has none. */
export const ReportAnswers: Record<string, Record<string, string | null>> = {
  AboutYou: { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1990-06-15', gender: 'Male' },
  History: {
    story: 'I grew up in Dayton.\nWe moved to Toledo when I was nine.',
    jobs: 'Construction|Farm work',
    served: 'No',
    // Left over from an earlier choice of "Yes": hidden now, so left out.
    branch: 'Navy',
    nickname: '  ',
    records: '7d1f0c7e-2a4b-4c59-9a8e-3d1e5c6b7a80/report card 1999.pdf',
  },
  PHQ9: answersWorth(InstrumentScoring.phq9, { phq9_1: 2, phq9_2: 2, phq9_3: 1, phq9_4: 3, phq9_5: 1, phq9_6: 1, phq9_7: 1, phq9_8: 0, phq9_9: 1 }),
  AUDITC: answersWorth(InstrumentScoring.auditC, { auditc_1: 2, auditc_2: 1, auditc_3: 0 }),
  GAD7: answersWorth(InstrumentScoring.gad7, { gad7_1: 1, gad7_2: 2, gad7_3: 0 }),
};

/** Two signed letters for the report's appendix. */
export const KNOWN_LETTERS: ReportLetter[] = [
  {
    supporterName: 'Mary Hopper',
    clientRelationship: 'Sister',
    text: 'Grace has always looked after our family.\nShe drove our mother to every appointment.',
    signatureName: 'Mary Hopper',
    signedAt: '2026-02-20T15:04:00.000Z',
    textSha256: 'a'.repeat(64),
  },
  {
    supporterName: 'John Mauchly',
    clientRelationship: null,
    text: 'I have worked with Grace for ten years.',
    signatureName: 'J. Mauchly',
    signedAt: '2026-02-21T09:30:00.000Z',
    textSha256: 'b'.repeat(64),
  },
];

/** The report's date in the tests: the client is 35 on it (born 1990-06-15). */
export const REPORT_DATE = '2026-03-01';

/** The read model's rows of a completed form with the known answers, for the tests without a service. */
export function knownReportSources(): ReportSources {
  const pages: FormPage[] = reportTemplates().map((template, index) => ({
    pageId: `page-${index}`,
    answerSetId: `set-${index}`,
    displayWeight: index * 10,
    templateVersion: 1,
    template,
  }));
  return {
    form: { pages, status: 'Completed', completed: new Date('2026-02-27T18:30:00Z') },
    client: { first_name: 'Grace', last_name: 'Hopper', subscriber_display_name: 'Ada Lovelace' },
    answerSets: pages
      .filter((page) => ReportAnswers[page.template.key])
      .map((page) => ({ page_id: page.pageId, answers: ReportAnswers[page.template.key], language: 'en' as const })),
    letters: KNOWN_LETTERS,
    date: REPORT_DATE,
  };
}
