import { checkAll, choice, date, note, page, text, when, YES_NO_NOT_SURE, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const HOME_SLOTS = 6;

function home(slot: number) {
  const key = (field: string) => slotKey('home', slot, field);
  const which = `Home ${slot}`;
  return [
    text(key('place'), `${which}: What city and state was it in?`, `${which}: City and state`),
    date(key('from'), `${which}: When did you move in?`, `${which}: Moved in`, { description: 'If you do not know the day, pick the first day of the month.' }),
    date(key('to'), `${which}: When did you move out?`, `${which}: Moved out`, { description: 'Leave this blank if you still live there.' }),
    text(key('livedWith'), `${which}: Who did you live with?`, `${which}: Lived with`),
    text(key('whyMoved'), `${which}: Why did you move?`, `${which}: Why moved`),
  ];
}

export const housing = page({
  key: 'Housing',
  title: 'Where You Have Lived',
  subscriberTitle: 'Housing History',
  description: 'Your home now and the places you have lived.',
  defaultWeight: 1100,
  isOptional: false,
  isDefault: true,
  questions: [
    choice('livingSituation', 'Where were you living when this case began?', 'Living situation when the case began', [
      'My own place',
      'With family',
      'With friends',
      'With a partner',
      'A shelter',
      'No place to live',
      'Jail or prison',
      'Other',
    ]),
    text('livingSituationHowLong', 'How long did you live there?', 'How long there'),
    choice('canGoBack', 'If you are released, can you go back there?', 'Can go back there if released', YES_NO_NOT_SURE),
    yesNo('adultHomeless', 'As an adult, was there ever a time you had no safe place to live?', 'Without a safe place to live as an adult'),
    text('adultHomelessHowLong', 'About how long was it, in all?', 'How long without a safe place, in all', when('adultHomeless', 'Yes')),
    checkAll(
      'adultHomelessWhere',
      'Where did you stay? Check all that apply.',
      'Where the client stayed',
      ['On the street', 'In a car', 'In a shelter', 'On a couch at a friend’s or family’s', 'In a motel', 'Other'],
      when('adultHomeless', 'Yes'),
    ),
    yesNo('publicHousing', 'Have you ever lived in public housing or used a housing voucher?', 'Public housing or a voucher'),
    yesNo('evicted', 'Have you ever been evicted?', 'Ever evicted'),
    note('homesIntro', 'Please list the places you have lived in the last ten years. Start with the one you lived in last.'),
    ...listSlots('home', 'place', { count: HOME_SLOTS, questions: home }),
  ],
});
