/** The texts the report writes (headings the tests read back too). */
export const ReportTexts = {
  title: 'Mitigation Report',
  confidential: 'Privileged and confidential, attorney work product',
  /** The court edition's cover says what it is instead (no "work product": it is for the court). */
  courtEdition: 'Submitted on behalf of the defendant',
  contents: 'Contents',
  clientFacts: 'Client Facts',
  screens: 'Screens',
  /** Issue 34, item 6: the screens in one page, in plain words. */
  screenSources: 'Sources',
  screenItems: 'Appendix: Screen Items',
  /** The safety flag (the PHQ-9's item 9) as the screens page puts it first. */
  safetyLine: (instrument: string, flag: string) =>
    `Safety flag (${instrument}): ${flag.replace(/^Safety: /, '')}. It asks about thoughts of being better off dead or of hurting oneself: have a qualified clinician assess the client's safety now.`,
  notScored: (missing: number) => `Not scored: ${missing} item${missing === 1 ? '' : 's'} without an answer.`,
  bandRange: (band: string) => `Symptoms in the ${band.toLowerCase()} range.`,
  positiveAt: (positive: boolean, cutOff: string) => `${positive ? 'Positive' : 'Negative'} (cut-off: ${cutOff}).`,
  cutOff: (cutOff: string) => `Cut-off: ${cutOff}.`,
  criteriaMet: (criteria: string[]) => `Meets: ${criteria.join('; ')}.`,
  notADiagnosis:
    'A screen is not a diagnosis. A positive screen or a high score means that a qualified clinician should assess the client; a negative screen does not rule a condition out.',
  incomplete: 'Incomplete',
  /** Issue 33: a screen not offered in the client's language and left blank (the engine's `notTaken`). */
  notTaken: 'Not taken: language',
  notTakenWhy: (language: string) =>
    `Not taken: language. There is no validated ${language} version of this screen, so it was not offered in the client's language (${language}): the client was shown it in English, as optional, and left it blank.`,
  answeredInEnglish: (language: string) =>
    `Not offered in the client's language (${language}): there is no validated ${language} version of this screen; the client answered it in English.`,
  notAnswered: 'Not answered',
  safetyFlag: 'Safety flag',
  letters: 'Appendix: Letters of Support',
  atAGlance: 'At a Glance',
  atAGlanceIntro: 'Drawn from the client’s answers; each statement gives the page of the answer it rests on.',
  atAGlanceNothing: 'The answers given so far raise no red flag and support no theme yet.',
  atAGlanceNothingCourt: 'The answers given so far support no mitigation theme yet.',
  redFlags: 'Red Flags',
  whatToDo: 'What to do:',
  themes: 'Mitigation Themes',
  evaluations: 'Evaluations to Consider',
  followUps: 'To Follow Up',
  disagree: 'Answers disagree:',
  missing: 'Missing:',
} as const;
