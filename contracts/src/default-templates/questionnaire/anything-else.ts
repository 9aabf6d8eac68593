import { longText, page, text, when, yesNo } from './questions.js';

export const anythingElse = page({
  key: 'AnythingElse',
  title: 'Anything Else',
  subscriberTitle: 'Anything Else the Attorney Should Know',
  description: 'Anything we did not ask that you want your lawyer to know.',
  defaultWeight: 2100,
  isOptional: false,
  isDefault: true,
  questions: [
    longText('anythingElse', 'Is there anything else you want your lawyer to know about you or your life?', 'Anything else for the lawyer'),
    longText('otherPeople', 'Who else could tell your lawyer about your life?', "Others who could speak to the client's life", {
      description: 'Give their name, how they know you, and how to reach them.',
    }),
    yesNo('tellInPerson', 'Is there something you would rather tell your lawyer in person?', 'Something to tell the lawyer in person'),
    longText('hardQuestions', 'Were any questions hard to answer? Which ones?', 'Questions hard to answer'),
    yesNo('hadHelp', 'Did someone help you fill this out?', 'Had help filling this out'),
    text('hadHelpWho', 'Who helped you?', 'Who helped', when('hadHelp', 'Yes')),
  ],
});
