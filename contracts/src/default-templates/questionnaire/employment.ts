import { checkAll, choice, date, longText, page, select, text, when, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const JOB_SLOTS = 6;

function job(slot: number) {
  const key = (field: string) => slotKey('job', slot, field);
  const which = `Job ${slot}`;
  return [
    text(key('employer'), `${which}: Where did you work?`, `${which}: Employer`),
    text(key('title'), `${which}: What did you do there?`, `${which}: Work done`),
    date(key('start'), `${which}: When did you start?`, `${which}: Started`, { description: 'If you do not know the day, pick the first day of the month.' }),
    date(key('end'), `${which}: When did you stop?`, `${which}: Stopped`, { description: 'Leave this blank if you still work there.' }),
    choice(key('hours'), `${which}: Was it full time or part time?`, `${which}: Hours`, ['Full time', 'Part time', 'It changed']),
    select(key('whyLeft'), `${which}: Why did you leave?`, `${which}: Why it ended`, [
      'I still work there',
      'Found a better job',
      'I quit',
      'Laid off',
      'Fired',
      'The job ended',
      'I was locked up',
      'Health problems',
      'I moved',
      'Other',
    ]),
    text(key('boss'), `${which}: What was your boss's name, if you remember?`, `${which}: Boss`),
  ];
}

export const employment = page({
  key: 'Employment',
  title: 'Work',
  subscriberTitle: 'Employment',
  description: 'The jobs you have had and the skills you have.',
  defaultWeight: 700,
  isOptional: false,
  isDefault: true,
  questions: [
    choice('workingWhenCaseBegan', 'Were you working when this case began?', 'Working when the case began', ['Yes, full time', 'Yes, part time', 'No']),
    yesNo('everWorked', 'Have you ever had a job?', 'Ever had a job', { description: 'Count any work you were paid for, even for cash.' }),
    text('firstJobAge', 'How old were you when you got your first job?', 'Age at first job', when('everWorked', 'Yes')),
    text('longestJob', 'What job did you keep the longest? How long did you have it?', 'Longest job, and how long', when('everWorked', 'Yes')),
    ...listSlots('job', 'job', { count: JOB_SLOTS, questions: job, shownWhen: when('everWorked', 'Yes') }),
    yesNo('cashWork', 'Have you done work for cash, like yard work, fixing cars or doing hair?', 'Work for cash'),
    longText('skills', 'What are you good at doing?', 'Skills', { description: 'For example, you can cook, build, fix cars, care for people or use a computer.' }),
    checkAll('workBarriers', 'Has anything made it hard to get or keep a job? Check all that apply.', 'What made work hard to get or keep', [
      'Health problems',
      'No ride to work',
      'No child care',
      'A record',
      'Drinking or drugs',
      'No ID or papers',
      'Not enough school',
      'Nothing',
      'Other',
    ]),
    checkAll('incomeSources', 'Where does your money come from now? Check all that apply.', 'Income now', [
      'A job',
      'Family or friends',
      'SSI or SSDI',
      'Food stamps (SNAP)',
      'Unemployment',
      'Child support',
      'None',
      'Other',
    ]),
  ],
});
