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
    longText('goalsThisYear', 'What do you want to do in the next year?'),
    longText('goalsFiveYears', 'Where do you want to be in five years?'),
    text('workGoal', 'What kind of work would you like to do?'),
    choice('schoolGoal', 'Would you like to go back to school or get job training?', ['Yes', 'No', 'Maybe']),
    text('schoolGoalWhat', 'What would you like to learn?', when('schoolGoal', 'Yes')),
    text('livePlan', 'If you are released, where will you live?'),
    longText('helpers', 'Who will help you reach your goals?'),
    checkAll('willingPrograms', 'Would you take part in any of these? Check all that apply.', [
      'Counseling',
      'Drug or alcohol treatment',
      'Mental health care',
      'Job training',
      'School or GED classes',
      'Parenting classes',
      'Anger management',
      'Community service',
    ]),
    longText('goalBarriers', 'What might make it hard to reach your goals?'),
    longText('tellTheJudge', 'If you could tell the judge one thing about yourself, what would it be?', {
      description: 'Write about who you are. Do not write about what happened in your case.',
    }),
  ],
});
