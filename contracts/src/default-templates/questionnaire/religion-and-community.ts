import { checkAll, choice, longText, page, text, when, YES_NO_SKIP, yesNo } from './questions.js';

const hasFaith = when('faith', 'Yes');

export const religionAndCommunity = page({
  key: 'ReligionAndCommunity',
  title: 'Faith and Community',
  subscriberTitle: 'Religion and Community',
  description: 'Your faith, and the groups and people around you.',
  defaultWeight: 1700,
  isOptional: true,
  isDefault: true,
  questions: [
    choice('faith', 'Do you have a religion or faith?', 'Religion or faith', YES_NO_SKIP),
    text('faithWhich', 'What is your religion or faith?', 'Which religion or faith', hasFaith),
    choice('faithServices', 'How often do you go to services?', 'Attends services', ['Every week', 'Every month', 'A few times a year', 'Rarely', 'Never'], hasFaith),
    text('faithLeader', 'Is there a faith leader who knows you well? What is their name?', 'Faith leader who knows the client', hasFaith),
    longText('faithMeaning', 'What does your faith mean to you?', 'What faith means to the client', hasFaith),
    checkAll('communityGroups', 'Are you part of any of these? Check all that apply.', 'Community groups', [
      'A church, mosque, temple or other faith group',
      'A sports team',
      'A club or neighborhood group',
      'A support group like AA or NA',
      'A union',
      'A youth group',
      'Other',
      'None of these',
    ]),
    yesNo('volunteered', 'Have you ever helped out in your community without pay?', 'Volunteered'),
    longText('volunteeredWhat', 'What did you do?', 'Volunteer work', when('volunteered', 'Yes')),
    longText('communityPeople', 'Who in your community knows you well?', 'People in the community who know the client', {
      description: 'For example, a coach, a teacher, a pastor, a neighbor or a boss.',
    }),
  ],
});
