import { checkAll, choice, date, longText, note, page, required, select, text, when, YES_NO_NOT_SURE, yesNo } from './questions.js';

const inJail = { description: 'If you are in jail, you can leave this blank.' };

/** The first page; the rest of the system reads its names, date of birth and gender (the scoring's context). */
export const aboutYou = page({
  key: 'AboutYou',
  title: 'About You',
  subscriberTitle: 'Personal Information',
  description: 'Your name, where you were born, the languages you speak and how to reach you.',
  defaultWeight: 100,
  isOptional: false,
  isDefault: true,
  questions: [
    note('aboutYouIntro', 'Please answer as well as you can. Your answers are saved as you go, so you can stop and come back later.'),
    text('firstName', 'First name', 'First name', required),
    text('middleName', 'Middle name', 'Middle name'),
    text('lastName', 'Last name', 'Last name', required),
    longText('otherNames', 'Have you ever used any other names or nicknames? List them here.', 'Other names and nicknames', {
      description: 'For example, a name before you got married, or a name friends call you.',
    }),
    date('dateOfBirth', 'Date of birth', 'Date of birth', required),
    select('gender', 'Gender', 'Gender', ['Female', 'Male', 'Non-binary', 'Another gender', 'Prefer not to say']),
    text('birthCity', 'What city or town were you born in?', 'Birth city or town'),
    text('birthState', 'What state or country were you born in?', 'Birth state or country'),
    choice('bornInUs', 'Were you born in the United States?', 'Born in the US', YES_NO_NOT_SURE),
    text('ageCameToUs', 'How old were you when you came to the United States?', 'Age on coming to the US', when('bornInUs', 'No')),
    select(
      'immigrationStatus',
      'What papers do you have to live in the United States?',
      'Immigration status',
      ['US citizen', 'Green card (permanent resident)', 'Visa', 'Asylum or refugee', 'DACA', 'No papers', 'Not sure', 'Prefer not to say'],
      { ...when('bornInUs', 'No'), description: 'This can change what happens in your case, so your lawyer needs to know.' },
    ),
    text('firstLanguage', 'What language do you speak best?', 'Best language'),
    text('otherLanguages', 'What other languages do you speak?', 'Other languages'),
    choice('readsEnglish', 'How well do you read English?', 'Reads English', ['Very well', 'Well', 'A little', 'Not at all']),
    yesNo('wantsInterpreter', 'Would you like an interpreter when you talk with your lawyer?', 'Wants an interpreter'),
    text('phone', 'What is the best phone number to reach you?', 'Phone', inJail),
    yesNo('okToText', 'Is it okay to send you text messages?', 'Text messages allowed'),
    text('email', 'Email address', 'Email', inJail),
    text('mailingAddress', 'Street address where you get mail', 'Mailing address', { description: 'If you are in jail, write the jail address and your ID number.' }),
    text('mailingCity', 'City', 'Mailing city'),
    text('mailingState', 'State', 'Mailing state'),
    text('mailingZip', 'ZIP code', 'Mailing ZIP code'),
    checkAll('contactWays', 'How should your lawyer reach you? Check all that apply.', 'Ways to reach the client', [
      'Phone call',
      'Text message',
      'Email',
      'Mail',
      'Jail visit',
      'Through a family member',
    ]),
    text('emergencyContactName', 'Who should we call if we cannot reach you? Give their name.', 'Emergency contact'),
    text('emergencyContactRelationship', 'How do you know this person?', "Emergency contact's relationship"),
    text('emergencyContactPhone', "This person's phone number", "Emergency contact's phone"),
  ],
});
