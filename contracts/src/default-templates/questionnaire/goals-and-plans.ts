import { checkAll, choice, longText, page, text, when } from './questions.js';

export const goalsAndPlans = page({
  key: 'GoalsAndPlans',
  title: 'Your Goals and Plans',
  subscriberTitle: 'Goals and Plans',
  description: 'What you want for your future, and who will help you.',
  defaultWeight: 2000,
  isOptional: false,
  isDefault: true,
  questions: [
    longText('goalsThisYear', 'What do you want to do in the next year?', 'Goals for the next year'),
    longText('goalsFiveYears', 'Where do you want to be in five years?', 'Goals for five years from now'),
    text('workGoal', 'What kind of work would you like to do?', 'Work wanted'),
    choice('schoolGoal', 'Would you like to go back to school or get job training?', 'Wants school or job training', ['Yes', 'No', 'Maybe']),
    text('schoolGoalWhat', 'What would you like to learn?', 'What the client wants to learn', when('schoolGoal', 'Yes')),
    text('livePlan', 'If you are released, where will you live?', 'Where the client will live if released'),
    longText('helpers', 'Who will help you reach your goals?', 'Who will help'),
    checkAll('willingPrograms', 'Would you take part in any of these? Check all that apply.', 'Willing to take part in', [
      'Counseling',
      'Drug or alcohol treatment',
      'Mental health care',
      'Job training',
      'School or GED classes',
      'Parenting classes',
      'Anger management',
      'Community service',
    ]),
    longText('goalBarriers', 'What might make it hard to reach your goals?', 'What might stand in the way'),
    longText('tellTheJudge', 'If you could tell the judge one thing about yourself, what would it be?', 'One thing for the judge to know', {
      description: 'Write about who you are. Do not write about what happened in your case.',
    }),
  ],
});
