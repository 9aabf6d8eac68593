import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { OSU_TBI_ID_INJURY_SLOTS } from '../../scoring/instruments/osu-tbi-id.js';
import type { Question } from '../../templates.js';
import { published } from './osu-tbi-id.published.js';
import { spanish } from './osu-tbi-id.es.js';
import { publishedNote, scoredItem, scoredItems, screenOf } from './screen.js';
import { when } from '../questionnaire/questions.js';

const scoring = InstrumentScoring.osuTbiId;

/** The five questions about injuries to the head or neck, in published order (`osutbi_1` .. `osutbi_5`). */
const injuryQuestions = [
  'Have you ever been hospitalized or treated in an emergency room following an injury to your head or neck? Think about any childhood injuries you remember or were told about.',
  'Have you ever injured your head or neck in a car accident or from some other moving vehicle accident (e.g. motorcycle, ATV)?',
  'Have you ever injured your head or neck in a fall or from being hit by something (e.g. falling from a bike, horse, or rollerblades, falling on ice, being hit by a rock)? Have you ever injured your head or neck playing sports or on the playground?',
  'Have you ever injured your head or neck in a fight, from being hit by someone, or from being shaken violently? Have you ever been shot in the head?',
  'Have you ever been nearby when an explosion or a blast occurred? If you served in the military, think about any combat- or training-related incidents.',
];

const anyInjury = 'osutbi_any_injury';
const answered = (key: string) => ({ conditionalFieldKey: key, conditionalOperator: 'NotNullAndNotEquals' }) as const;
const slotKey = (slot: number, part: string) => `osutbi_injury${slot}_${part}`;
const isLastSlot = (slot: number) => slot === OSU_TBI_ID_INJURY_SLOTS;

/**
 * One injury's questions, shown after a Yes to the five (slot 1) or to "another injury?" (the next
 * slots). Slot 1 asks in the published words; later slots name the injury they are about.
 */
function injurySlot(slot: number): Question[] {
  const key = (part: string) => slotKey(slot, part);
  const named = (label: string) => (slot === 1 ? label : `Injury ${slot}: ${label}`);
  const shown = slot === 1 ? when(anyInjury, 'Yes') : when(slotKey(slot - 1, 'another'), 'Yes');
  const questions: Question[] = [
    { key: key('cause'), label: `Injury ${slot}: what caused it?`, questionType: 'Text', isRequired: true, ...shown },
    scoredItem(scoring, key('loc'), named('Were you knocked out or did you lose consciousness (LOC)?'), shown),
    scoredItem(scoring, key('loc_duration'), named('If yes, how long?'), when(key('loc'), 'Yes')),
    scoredItem(scoring, key('dazed'), named('If no, were you dazed or did you have a gap in your memory from the injury?'), when(key('loc'), 'No')),
    { key: key('age'), label: named('How old were you?'), questionType: 'Text', isRequired: true, ...answered(key('loc')) },
  ];
  if (isLastSlot(slot)) return questions;
  return [...questions, scoredItem(scoring, key('another'), 'Have you had another injury to your head or neck?', answered(key('loc')))];
}

const slots = Array.from({ length: OSU_TBI_ID_INJURY_SLOTS }, (_, index) => index + 1);

const causeReason = "The interviewer records each injury's cause in the form's table; on a self-report page the client names it.";
const slotReason = (slot: number) =>
  `The published question, prefixed with the injury it is about (the form asks it for each injury in a table row; this page shows injury ${slot} on its own).`;
const anotherReason = "The interviewer goes through each injury reported; this page shows one injury's questions at a time and asks whether there is another.";

const ownWording: Record<string, string> = {
  [anyInjury]:
    'The form\'s instruction after question 5 (go on to the injuries only if any of questions 1 to 5 is "yes") as a question: a condition can name only ' +
    'one earlier question, and the injury questions follow a Yes to any of the five.',
  ...Object.fromEntries(slots.map((slot) => [slotKey(slot, 'cause'), causeReason])),
  ...Object.fromEntries(slots.filter((slot) => slot > 1).flatMap((slot) => ['loc', 'loc_duration', 'dazed', 'age'].map((part) => [slotKey(slot, part), slotReason(slot)]))),
  ...Object.fromEntries(slots.filter((slot) => !isLastSlot(slot)).map((slot) => [slotKey(slot, 'another'), anotherReason])),
};

export const screen = screenOf(published, spanish, {
  key: 'OSUTBIID',
  title: 'Injuries to Your Head or Neck',
  subscriberTitle: 'OSU TBI-ID: Traumatic Brain Injury',
  description: 'Questions about any injuries to your head or neck in your life, and what happened with each one.',
  position: 10,
  scoring,
  questions: [
    publishedNote('osutbi_instructions', 'I would like to ask you about injuries to your head or neck that you may have had at anytime in your life.'),
    ...scoredItems(scoring, 'osutbi_', injuryQuestions),
    {
      key: anyInjury,
      label: 'Did you answer Yes to any of the five questions above?',
      questionType: 'RadioButtonList',
      isRequired: true,
      options: ['Yes', 'No'],
    },
    ...slots.flatMap(injurySlot),
    scoredItem(
      scoring,
      'osutbi_repeated',
      'Have you ever had a period of time in which you experienced multiple, repeated impacts to your head (e.g. history of abuse, contact sports, military duty)?',
    ),
  ],
  ownWording,
});
