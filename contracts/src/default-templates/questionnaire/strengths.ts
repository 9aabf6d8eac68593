import { checkAll, longText, page, text, when, yesNo } from './questions.js';

export const strengths = page({
  key: 'Strengths',
  title: 'Your Strengths',
  subscriberTitle: 'Strengths, Accomplishments and Good Deeds',
  description: 'What you are good at, what you are proud of and the good you have done.',
  defaultWeight: 1900,
  isOptional: false,
  isDefault: true,
  questions: [
    checkAll('strengthWords', 'Which of these describe you? Check all that apply.', 'Describes self as', [
      'Hard worker',
      'Good with kids',
      'Good with my hands',
      'Creative',
      'Funny',
      'Caring',
      'Loyal',
      'Good cook',
      'Good at sports',
      'Good listener',
    ]),
    longText('proudOf', 'What are you most proud of?', 'Most proud of'),
    longText('goodAt', 'What are you good at?', 'Good at'),
    longText('helpedSomeone', 'Tell us about a time you helped someone.', 'A time the client helped someone'),
    longText('awards', 'List any awards or prizes you have won, at school, work or anywhere else.', 'Awards and prizes'),
    text('freeTime', 'What do you like to do in your free time?', 'Free time'),
    yesNo('caredForFamily', 'Have you ever cared for a family member who was sick or old?', 'Cared for a sick or old family member'),
    longText('caredForFamilyWho', 'Who did you care for? How did you help?', 'Whom the client cared for, and how', when('caredForFamily', 'Yes')),
    longText('othersSay', 'What would your family or friends say is good about you?', 'Good qualities, as family and friends would say'),
    longText('goodChanges', 'What good changes have you made in your life?', 'Good changes made'),
  ],
});
