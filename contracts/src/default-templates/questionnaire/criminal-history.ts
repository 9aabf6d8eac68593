import { checkAll, choice, longText, note, page, select, SKIP_NOTE, text, when, YES_NO_NOT_SURE, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const ARREST_SLOTS = 5;
const juvenile = when('juvenileArrest', 'Yes');
const locked = when('everLockedUp', 'Yes');

function arrest(slot: number) {
  const key = (field: string) => slotKey('arrest', slot, field);
  const which = `Arrest ${slot}`;
  return [
    text(key('year'), `${which}: What year was it?`, `${which}: Year`),
    text(key('place'), `${which}: What city and state was it in?`, `${which}: City and state`),
    text(key('charge'), `${which}: What was the charge?`, `${which}: Charge`),
    select(key('outcome'), `${which}: What happened in court?`, `${which}: Outcome`, [
      'Dropped',
      'Found not guilty',
      'A program or diversion',
      'A fine',
      'Probation',
      'Jail',
      'Prison',
      'Still open',
      'Not sure',
    ]),
    text(key('timeServed'), `${which}: How much time did you serve, if any?`, `${which}: Time served`),
  ];
}

export const criminalHistory = page({
  key: 'CriminalHistory',
  title: 'Past Arrests and Court Cases',
  subscriberTitle: 'Juvenile and Adult Criminal History',
  description: 'Past arrests, court cases and time in jail or prison, from when you were young until now.',
  defaultWeight: 1800,
  isOptional: true,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    note('criminalHistoryIntro', 'This page is about the past. Please do not write about your case now.'),
    choice('juvenileArrest', 'Before you turned 18, were you ever arrested or sent to juvenile court?', 'Arrested or in juvenile court before 18', YES_NO_NOT_SURE),
    text('juvenileFirstAge', 'How old were you the first time?', 'Age at first juvenile arrest', juvenile),
    yesNo('juvenileDetention', 'Were you ever held in juvenile detention?', 'Juvenile detention', juvenile),
    text('juvenileDetentionTime', 'About how much time were you held, in all?', 'Time in juvenile detention', when('juvenileDetention', 'Yes')),
    yesNo('juvenileProbation', 'Were you ever on juvenile probation?', 'Juvenile probation', juvenile),
    longText('juvenilePrograms', 'Did the court send you to any programs? Which ones?', 'Programs ordered by the juvenile court', juvenile),
    choice('chargedAsAdult', 'Were you ever charged as an adult before you turned 18?', 'Charged as an adult before 18', YES_NO_NOT_SURE, juvenile),
    choice('adultArrest', 'Since you turned 18, were you arrested before this case?', 'Arrested as an adult before this case', YES_NO_NOT_SURE),
    text('adultArrestCount', 'About how many times?', 'Number of adult arrests', when('adultArrest', 'Yes')),
    note('arrestsIntro', 'Please list your past arrests. Start with the last one.', when('adultArrest', 'Yes')),
    ...listSlots('arrest', 'arrest', { count: ARREST_SLOTS, questions: arrest, shownWhen: when('adultArrest', 'Yes') }),
    yesNo('everLockedUp', 'Have you ever served time in jail or prison?', 'Served time in jail or prison'),
    longText('lockedUpWhere', 'Where, and for how long?', 'Where and how long locked up', locked),
    checkAll(
      'lockedUpPrograms',
      'While you were locked up, did you do any of these? Check all that apply.',
      'Programs while locked up',
      ['School or GED classes', 'Job training', 'A job', 'Drug or alcohol treatment', 'Counseling', 'Faith programs', 'None of these'],
      locked,
    ),
    choice('lockedUpWriteUps', 'Did you get write-ups while you were locked up?', 'Write-ups while locked up', ['None', 'A few', 'Many', 'Prefer not to say'], locked),
    yesNo('solitary', 'Were you ever kept alone in a cell, like in solitary or the hole?', 'Solitary confinement', locked),
    text('solitaryLongest', 'What is the longest time you were kept alone?', 'Longest time in solitary', when('solitary', 'Yes')),
    choice('supervision', 'Have you ever been on probation or parole?', 'Ever on probation or parole', YES_NO_NOT_SURE),
    choice('supervisionFinished', 'Did you finish it?', 'Finished probation or parole', ['Yes', 'No', 'I am still on it'], when('supervision', 'Yes')),
    longText('criminalHistoryMore', 'What else about your past should your lawyer know?', 'More about the past'),
  ],
});
