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
    choice('faith', 'Do you have a religion or faith?', YES_NO_SKIP),
    text('faithWhich', 'What is your religion or faith?', hasFaith),
    choice('faithServices', 'How often do you go to services?', ['Every week', 'Every month', 'A few times a year', 'Rarely', 'Never'], hasFaith),
    text('faithLeader', 'Is there a faith leader who knows you well? What is their name?', hasFaith),
    longText('faithMeaning', 'What does your faith mean to you?', hasFaith),
    checkAll('communityGroups', 'Are you part of any of these? Check all that apply.', [
      'A church, mosque, temple or other faith group',
      'A sports team',
      'A club or neighborhood group',
      'A support group like AA or NA',
      'A union',
      'A youth group',
      'Other',
      'None of these',
    ]),
    yesNo('volunteered', 'Have you ever helped out in your community without pay?'),
    longText('volunteeredWhat', 'What did you do?', when('volunteered', 'Yes')),
    longText('communityPeople', 'Who in your community knows you well?', { description: 'For example, a coach, a teacher, a pastor, a neighbor or a boss.' }),
  ],
});
