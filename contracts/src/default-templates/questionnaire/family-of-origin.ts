import { checkAll, choice, longText, page, SKIP_NOTE, text, when, whenNot, YES_NO_NOT_SURE, YES_NO_SKIP, yesNo } from './questions.js';

/** The same questions about the client's mother and father: `key` prefixes the keys ("mother"). */
function parent(key: 'mother' | 'father', pronoun: 'she' | 'he') {
  const object = pronoun === 'she' ? 'her' : 'him';
  const Parent = key === 'mother' ? 'Mother' : 'Father';
  return [
    text(`${key}Name`, `What is your ${key}'s name?`, `${Parent}'s name`),
    choice(`${key}Alive`, `Is your ${key} alive?`, `${Parent} alive`, YES_NO_NOT_SURE),
    text(`${key}DiedAge`, `How old were you when ${pronoun} died?`, `Age when ${pronoun} died`, when(`${key}Alive`, 'No')),
    choice(`${key}AtHome`, `Did your ${key} live with you when you were a child?`, `${Parent} at home in childhood`, ['All of the time', 'Some of the time', 'Never']),
    text(`${key}Work`, `What work did your ${key} do?`, `${Parent}'s work`),
    choice(
      `${key}Now`,
      `How do you get along with your ${key} now?`,
      `Relationship with the ${key} now`,
      ['We are close', 'Okay', 'Not close', 'We do not talk', 'Does not apply'],
      whenNot(`${key}Alive`, 'No'),
    ),
    longText(`${key}More`, `Is there anything else you want to say about ${object}?`, `More about the ${key}`),
  ];
}

const adults = ['Mother', 'Father', 'Stepparent', 'Grandparent', 'Other adult', 'No one', 'Not sure'];

/** A "which of the adults who raised you" check list, and more words when someone is checked; each with its report label. */
const adultsWho = (key: string, [label, reportLabel]: [string, string], [more, moreReportLabel]: [string, string]) => [
  checkAll(key, `${label} Check all that apply.`, reportLabel, adults),
  longText(`${key}More`, more, moreReportLabel, whenNot(key, 'No one')),
];

export const familyOfOrigin = page({
  key: 'FamilyOfOrigin',
  title: 'The Family You Grew Up In',
  subscriberTitle: 'Family of Origin',
  description: 'Your parents and the other adults who raised you.',
  defaultWeight: 300,
  isOptional: false,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    ...parent('mother', 'she'),
    ...parent('father', 'he'),
    yesNo('otherCaregivers', 'Did anyone else raise you or help raise you?', 'Others who helped raise the client', {
      description: 'For example, a grandma, an aunt, a stepdad or a friend of the family.',
    }),
    longText('otherCaregiversWho', 'Who were they? How are they related to you?', 'Who the others were', when('otherCaregivers', 'Yes')),
    choice('parentsTogether', 'Were your parents together when you were young?', 'Parents together in early childhood', ['Yes', 'No', 'They split up', 'Not sure']),
    text('parentsSplitAge', 'How old were you when they split up?', 'Age when the parents split up', when('parentsTogether', 'They split up')),
    choice('familyMoney', 'When you were a child, did your family have enough money for food and bills?', 'Enough money for food and bills in childhood', [
      'Always',
      'Most of the time',
      'Some of the time',
      'Rarely or never',
    ]),
    yesNo('publicAssistance', 'Did your family get help like food stamps or welfare?', 'Family got public assistance'),
    ...adultsWho(
      'caregiverSubstanceUse',
      ['Did any of the adults who raised you drink too much or use drugs?', 'Caregivers who drank too much or used drugs'],
      ['If you want, tell us more about their drinking or drug use.', "More about the caregivers' drinking or drug use"],
    ),
    ...adultsWho(
      'caregiverMentalIllness',
      ['Did any of them have a mental illness, like depression?', 'Caregivers with a mental illness'],
      ['If you want, tell us more about their mental health.', "More about the caregivers' mental health"],
    ),
    ...adultsWho(
      'caregiverIncarceration',
      ['Did any of them go to jail or prison while you were growing up?', 'Caregivers in jail or prison during childhood'],
      ['If you want, tell us more. How old were you?', "More about the caregivers' time locked up"],
    ),
    choice('homeViolence', 'When you were a child, was there hitting, fighting or other violence in your home?', 'Violence in the childhood home', YES_NO_SKIP),
    longText('homeViolenceMore', 'If you want, tell us what it was like.', 'What the violence at home was like', when('homeViolence', 'Yes')),
    checkAll('familyProblems', 'Has anyone else in your family had any of these problems? Check all that apply.', 'Problems in the wider family', [
      'Drinking or drugs',
      'Mental illness',
      'Suicide',
      'Jail or prison',
      'None of these',
      'Not sure',
    ]),
    longText('familyMore', 'What else about your family should your lawyer know?', 'More about the family'),
  ],
});
