import { checkAll, choice, longText, note, page, SKIP_NOTE, text, when, whenNot, YES_NO_NOT_SURE, YES_NO_SKIP, yesNo } from './questions.js';

/** The substances asked about one by one: the check box's option, the words for it in a question, its keys' prefix and its name in the report. */
export const SUBSTANCES = [
  { option: 'Alcohol', words: 'alcohol', key: 'alcohol', report: 'Alcohol' },
  { option: 'Marijuana', words: 'marijuana', key: 'marijuana', report: 'Marijuana' },
  { option: 'Cocaine or crack', words: 'cocaine or crack', key: 'cocaine', report: 'Cocaine or crack' },
  { option: 'Meth', words: 'meth', key: 'meth', report: 'Meth' },
  { option: 'Heroin or fentanyl', words: 'heroin or fentanyl', key: 'heroin', report: 'Heroin or fentanyl' },
  { option: 'Pain pills not prescribed to you', words: 'pain pills that were not yours', key: 'painPills', report: 'Pain pills not prescribed' },
  {
    option: 'Pills for sleep or nerves not prescribed to you',
    words: 'pills for sleep or nerves that were not yours',
    key: 'sedatives',
    report: 'Sleep or nerve pills not prescribed',
  },
  { option: 'LSD, mushrooms or other hallucinogens', words: 'LSD, mushrooms or drugs like them', key: 'hallucinogens', report: 'Hallucinogens' },
  { option: 'Inhalants, like glue or paint', words: 'things you breathe in to get high, like glue', key: 'inhalants', report: 'Inhalants' },
] as const;

const OTHER = 'Other';
const NONE = 'None of these';
const usedAny = whenNot('substancesUsed', NONE);

/** Age of first use and last use of one substance, shown when it is checked. */
const substanceQuestions = ({ option, words, key, report }: (typeof SUBSTANCES)[number]) => [
  text(`${key}FirstAge`, `How old were you when you first used ${words}?`, `${report}: age at first use`, when('substancesUsed', option)),
  choice(
    `${key}LastUse`,
    `When did you last use ${words}?`,
    `${report}: last use`,
    ['In the past month', 'In the past year', 'More than a year ago'],
    when('substancesUsed', option),
  ),
];

export const substanceUse = page({
  key: 'SubstanceUse',
  title: 'Alcohol and Drugs',
  subscriberTitle: 'Substance Use History',
  description: 'Alcohol and drug use over your life, and any help you have had.',
  defaultWeight: 1500,
  isOptional: true,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    note('substanceUseIntro', 'Many people have used alcohol or drugs. Your answers help your lawyer understand your life.'),
    checkAll('substancesUsed', 'Which of these have you ever used? Check all that apply.', 'Substances ever used', [
      ...SUBSTANCES.map((substance) => substance.option),
      OTHER,
      NONE,
    ]),
    ...SUBSTANCES.flatMap(substanceQuestions),
    text('otherSubstance', 'What else have you used?', 'Other substance', when('substancesUsed', OTHER)),
    text('otherSubstanceFirstAge', 'How old were you when you first used it?', 'Other substance: age at first use', when('substancesUsed', OTHER)),
    choice('injected', 'Have you ever used a needle to take drugs?', 'Injected drugs', YES_NO_SKIP, usedAny),
    choice('overdose', 'Have you ever overdosed?', 'Overdosed', ['Yes', 'No', 'Not sure', 'Prefer not to say'], usedAny),
    text('overdoseCount', 'How many times?', 'Number of overdoses', when('overdose', 'Yes')),
    checkAll(
      'substanceProblems',
      'Has drinking or drug use ever led to any of these? Check all that apply.',
      'Problems from drinking or drugs',
      ['Trouble at work or school', 'Trouble with family', 'Money problems', 'Health problems', 'Arrests', 'Feeling sick when you stopped', 'None of these'],
      usedAny,
    ),
    text('longestSober', 'What is the longest time you have gone without using?', 'Longest time without using', usedAny),
    yesNo('substanceTreatment', 'Have you ever had treatment for alcohol or drug use?', 'Treatment for alcohol or drugs', usedAny),
    checkAll(
      'substanceTreatmentKinds',
      'What kind of treatment? Check all that apply.',
      'Kinds of treatment',
      ['Detox', 'Outpatient', 'Inpatient or live-in', 'Medicine like methadone or Suboxone', 'AA or NA meetings', 'A program in jail or prison', 'Other'],
      when('substanceTreatment', 'Yes'),
    ),
    longText('substanceTreatmentWhere', 'Where and when? Did you finish?', 'Treatment: where, when, finished', when('substanceTreatment', 'Yes')),
    choice('substanceTreatmentHelped', 'Did treatment help?', 'Treatment helped', ['Yes', 'Some', 'No'], when('substanceTreatment', 'Yes')),
    choice('wantsTreatment', 'Would you like help with alcohol or drugs now?', 'Wants help with alcohol or drugs now', YES_NO_NOT_SURE, usedAny),
    longText('substanceUseMore', 'What else about alcohol or drugs should your lawyer know?', 'More about alcohol and drugs'),
  ],
});
