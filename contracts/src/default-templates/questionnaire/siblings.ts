import { choice, longText, page, text, when, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const SIBLING_SLOTS = 8;

function sibling(slot: number) {
  const key = (field: string) => slotKey('sibling', slot, field);
  const who = `Brother or sister ${slot}`;
  return [
    text(key('name'), `${who}: What is their name?`, `${who}: Name`),
    choice(key('relation'), `${who}: How are you related?`, `${who}: Relation`, [
      'Same mother and father',
      'Same mother only',
      'Same father only',
      'Stepbrother or stepsister',
      'Adopted',
      'Foster',
    ]),
    text(key('age'), `${who}: How old are they? If they have died, how old were they?`, `${who}: Age (at death if died)`),
    yesNo(key('grewUpTogether'), `${who}: Did you grow up in the same home?`, `${who}: Grew up together`),
    choice(key('contact'), `${who}: How often do you talk now?`, `${who}: Contact now`, ['Often', 'Sometimes', 'Rarely', 'Never', 'They have died']),
  ];
}

export const siblings = page({
  key: 'Siblings',
  title: 'Brothers and Sisters',
  subscriberTitle: 'Siblings',
  description: 'Your brothers and sisters, and how you get along.',
  defaultWeight: 500,
  isOptional: false,
  isDefault: true,
  questions: [
    yesNo('hasSiblings', 'Do you have any brothers or sisters?', 'Has brothers or sisters', { description: 'Count half, step, adopted and foster brothers and sisters too.' }),
    text('siblingCount', 'How many brothers and sisters do you have?', 'Number of brothers and sisters', when('hasSiblings', 'Yes')),
    choice('birthOrder', 'Are you the oldest, the youngest or in the middle?', 'Birth order', ['Oldest', 'In the middle', 'Youngest'], when('hasSiblings', 'Yes')),
    ...listSlots('sibling', 'brother or sister', { count: SIBLING_SLOTS, questions: sibling, shownWhen: when('hasSiblings', 'Yes') }),
    longText('siblingsMore', 'What else do you want to share about your brothers and sisters?', 'More about the brothers and sisters', when('hasSiblings', 'Yes')),
  ],
});
