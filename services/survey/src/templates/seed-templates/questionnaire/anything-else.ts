import { choice, longText, page, text, when, yesNo } from './questions.js';

export const anythingElse = page({
  key: 'AnythingElse',
  title: 'Anything Else',
  subscriberTitle: 'Anything Else the Attorney Should Know',
  description: 'Anything we did not ask that you want your lawyer to know.',
  defaultWeight: 2100,
  isOptional: false,
  isDefault: true,
  questions: [
    longText('anythingElse', 'Is there anything else you want your lawyer to know about you or your life?'),
    longText('otherPeople', 'Who else could tell your lawyer about your life?', { description: 'Give their name, how they know you, and how to reach them.' }),
    yesNo('tellInPerson', 'Is there something you would rather tell your lawyer in person?'),
    longText('hardQuestions', 'Were any questions hard to answer? Which ones?'),
    choice('hadHelp', 'Did someone help you fill this out?', ['Yes', 'No']),
    text('hadHelpWho', 'Who helped you?', when('hadHelp', 'Yes')),
  ],
});
