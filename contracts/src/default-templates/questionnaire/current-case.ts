import { checkAll, choice, date, longText, note, page, text, when, yesNo } from './questions.js';

/**
 * The case as the client understands it: the attorney's own fields (charges, court, case number,
 * lawyer, custody). Nothing here asks the client to describe the offence.
 */
export const currentCase = page({
  key: 'CurrentCase',
  title: 'Your Case Now',
  subscriberTitle: 'Current Case',
  description: 'A few facts about your case, as you understand it.',
  defaultWeight: 200,
  isOptional: false,
  isDefault: true,
  questions: [
    note('currentCaseIntro', 'This page is about your case now. Please do not write about what happened. Your lawyer will talk with you about that.'),
    text('attorneyName', "What is your lawyer's name?", "Lawyer's name"),
    choice('attorneyType', 'What kind of lawyer do you have?', 'Kind of lawyer', ['Public defender', 'Lawyer named by the court', 'Lawyer I or my family hired', 'Not sure']),
    text('court', 'What court is your case in?', 'Court', { description: 'For example, the county court or the federal court. If you are not sure, write "not sure".' }),
    choice('courtSystem', 'Is it a state case or a federal case?', 'State or federal case', ['State', 'Federal', 'Not sure']),
    text('caseNumber', 'What is your case number, if you know it?', 'Case number'),
    longText('chargesUnderstood', 'What are you charged with, as you understand it?', 'Charges, as the client understands them', {
      description: 'Just list the names of the charges. Do not write about what happened.',
    }),
    date('nextCourtDate', 'When is your next court date, if you know it?', 'Next court date'),
    choice('custodyStatus', 'Where are you now?', 'Custody', ['In jail or prison', 'Out on bail or bond', 'Out without bail', 'Other']),
    text('facility', 'What is the name of the jail or prison?', 'Jail or prison', when('custodyStatus', 'In jail or prison')),
    text('inmateNumber', 'What is your ID number there?', 'Inmate ID number', when('custodyStatus', 'In jail or prison')),
    date('custodySince', 'When did you go in this time?', 'In custody since', when('custodyStatus', 'In jail or prison')),
    checkAll(
      'releaseRules',
      'What rules do you have to follow while you are out? Check all that apply.',
      'Release conditions',
      ['Ankle monitor', 'Curfew', 'Drug or alcohol tests', 'Check in with an officer', 'Stay away from a person or place', 'Stay in the state', 'Other', 'None'],
      when('custodyStatus', 'Out on bail or bond'),
    ),
    choice('onSupervision', 'Are you on probation or parole now?', 'On probation or parole now', ['Probation', 'Parole', 'No', 'Not sure']),
    yesNo('otherOpenCases', 'Do you have any other open cases?', 'Other open cases'),
    text('otherCasesWhere', 'What courts are they in?', 'Courts of the other cases', when('otherOpenCases', 'Yes')),
    longText('caseWorries', 'What worries you most right now?', 'Greatest worries now', { description: 'For example, your family, your job, your home or your health.' }),
    longText('questionsForLawyer', 'What questions do you have for your lawyer?', 'Questions for the lawyer'),
  ],
});
