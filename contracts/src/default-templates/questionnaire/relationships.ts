import { choice, date, longText, page, SKIP_NOTE, text, when, whenNot, YES_NO_NOT_SURE, YES_NO_SKIP, yesNo } from './questions.js';

const inRelationship = when('inRelationship', 'Yes');

export const relationships = page({
  key: 'Relationships',
  title: 'Partners and Marriage',
  subscriberTitle: 'Relationships and Marriage',
  description: 'Your marriages and the people you have been close to.',
  defaultWeight: 900,
  isOptional: false,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    choice('maritalStatus', 'Are you married now, or were you married before?', 'Marital status', ['Single', 'Married', 'Separated', 'Divorced', 'Widowed']),
    text('spouseName', "What is your husband's or wife's name?", "Spouse's name", when('maritalStatus', 'Married')),
    date('marriedDate', 'When did you get married?', 'Date married', when('maritalStatus', 'Married')),
    text('timesMarried', 'How many times have you been married?', 'Times married', whenNot('maritalStatus', 'Single')),
    yesNo('inRelationship', 'Do you have a partner now?', 'Has a partner now', { description: 'A husband, wife, boyfriend or girlfriend.' }),
    text('partnerName', "What is your partner's name?", "Partner's name", inRelationship),
    text('partnerHowLong', 'How long have you been together?', 'Together for', inRelationship),
    yesNo('livesWithPartner', 'Do you live together?', 'Lives with the partner', inRelationship),
    choice('partnerSupport', 'Does your partner stand by you?', 'Partner stands by the client', ['Yes', 'Some', 'No'], inRelationship),
    longText('pastRelationships', 'List any past marriages or long relationships. How long did each last?', 'Past marriages and long relationships'),
    choice('partnerHurtYou', 'Has a partner ever hurt you, threatened you or made you afraid?', 'Hurt, threatened or made afraid by a partner', YES_NO_SKIP),
    longText('partnerHurtYouMore', 'If you want, tell us more.', 'More about being hurt by a partner', when('partnerHurtYou', 'Yes')),
    choice(
      'protectiveOrder',
      'Has a court ever made a protective or "stay away" order between you and a partner?',
      'Protective or stay-away order with a partner',
      YES_NO_NOT_SURE,
    ),
    longText('closestPeople', 'Who are the people closest to you now?', 'Closest people now'),
  ],
});
