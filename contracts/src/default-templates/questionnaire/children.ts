import { choice, date, longText, page, text, when, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const CHILD_SLOTS = 6;
const hasChildren = when('hasChildren', 'Yes');

function child(slot: number) {
  const key = (field: string) => slotKey('child', slot, field);
  const which = `Child ${slot}`;
  return [
    text(key('name'), `${which}: First name`, `${which}: First name`),
    date(key('birthDate'), `${which}: Date of birth`, `${which}: Date of birth`),
    choice(key('relation'), `${which}: Are you their parent?`, `${which}: Parent`, ['Yes', 'Stepparent', 'I am raising them', 'Other']),
    choice(key('livesWith'), `${which}: Who does this child live with now?`, `${which}: Lives with`, [
      'Me',
      'Their other parent',
      'A grandparent or other family',
      'Foster care',
      'On their own',
      'Other',
    ]),
    choice(key('custody'), `${which}: Do you have custody?`, `${which}: Custody`, ['Yes', 'Shared', 'No', 'Not sure']),
    choice(key('contact'), `${which}: How often do you see or talk with this child?`, `${which}: Contact`, ['Every day', 'Every week', 'Every month', 'Rarely', 'Never']),
    yesNo(key('support'), `${which}: Do you help care for this child or pay for their needs?`, `${which}: Helps care or pay`),
  ];
}

export const children = page({
  key: 'Children',
  title: 'Your Children',
  subscriberTitle: 'Children and Dependents',
  description: 'Your children and anyone else who counts on you.',
  defaultWeight: 1000,
  isOptional: false,
  isDefault: true,
  questions: [
    yesNo('hasChildren', 'Do you have any children?', 'Has children', { description: 'Count stepchildren and children you are raising.' }),
    text('childCount', 'How many children do you have?', 'Number of children', hasChildren),
    ...listSlots('child', 'child', { count: CHILD_SLOTS, questions: child, shownWhen: hasChildren }),
    yesNo('childSupportOrder', 'Has a court told you to pay child support?', 'Ordered to pay child support', hasChildren),
    yesNo('childSupportBehind', 'Do you owe back child support?', 'Owes back child support', when('childSupportOrder', 'Yes')),
    yesNo('familyCourtCase', 'Does CPS or a family court have an open case about your children?', 'Open CPS or family court case', hasChildren),
    longText('childrenNeeds', 'Do any of your children have special needs or health problems? Tell us about them.', "Children's special needs or health problems", hasChildren),
    longText('childrenCareWhileAway', 'Who will care for your children if you are away?', 'Who will care for the children', hasChildren),
    yesNo('othersDependOnYou', 'Does anyone else count on you for care or money?', 'Others who count on the client', {
      description: 'For example, a parent or other family member who is old or sick.',
    }),
    longText('othersDependOnYouWho', 'Who counts on you? How do you help them?', 'Who counts on the client, and how', when('othersDependOnYou', 'Yes')),
  ],
});
