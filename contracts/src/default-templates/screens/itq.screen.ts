import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './itq.published.js';
import { spanish } from './itq.es.js';
import { publishedChoice, publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.itq;

/** Why the ITQ's instructions and stems are in our words: see `readFrom` in itq.published.ts. */
const UNREAD_INSTRUCTIONS =
  'The official form could not be read here: plain words asking the same, until the text is checked against the published ITQ (items and options are the published ones).';

export const screen = screenOf(published, spanish, {
  key: 'ITQ',
  title: 'After a Difficult Experience',
  subscriberTitle: 'ITQ: PTSD and Complex PTSD (ICD-11)',
  description: 'How the experience that troubles you most affects you now.',
  position: 8,
  scoring,
  questions: [
    publishedNote('itq_instructions', 'Think of the experience that troubles you most. Answer the questions on this page about that experience.'),
    // Not scored: the person may keep the experience to themselves.
    { key: 'itq_event', label: 'In a few words, what was the experience? You may leave this blank.', questionType: 'Textarea', isRequired: false },
    publishedChoice(
      'itq_when',
      'When did it happen?',
      ['less than 6 months ago', '6 to 12 months ago', '1 to 5 years ago', '5 to 10 years ago', '10 to 20 years ago', 'more than 20 years ago'],
      { isRequired: false },
    ),
    publishedNote(
      'itq_ptsdIntro',
      'Below are problems that people sometimes have after a stressful or frightening experience. How much has each one bothered you in the past month?',
    ),
    ...scoredItems(scoring, 'itq_p', [
      'Having upsetting dreams that replay part of the experience or are clearly related to the experience?',
      'Having powerful images or memories that sometimes come into your mind in which you feel the experience is happening again in the here and now?',
      'Avoiding internal reminders of the experience (for example, thoughts, feelings, or physical sensations)?',
      'Avoiding external reminders of the experience (for example, people, places, conversations, objects, activities, or situations)?',
      'Being “super-alert”, watchful, or on guard?',
      'Feeling jumpy or easily startled?',
    ]),
    publishedNote('itq_ptsdImpairmentStem', 'In the past month have the above problems:'),
    ...scoredItems(scoring, 'itq_pfi', [
      'Affected your relationships or social life?',
      'Affected your work or ability to work?',
      'Affected any other important part of your life such as parenting, or school or college work, or other important activities?',
    ]),
    publishedNote(
      'itq_dsoIntro',
      'The next questions are about how you usually feel, how you think about yourself and how you get along with others. How true is each one of you?',
    ),
    ...scoredItems(scoring, 'itq_c', [
      'When I am upset, it takes me a long time to calm down.',
      'I feel numb or emotionally shut down.',
      'I feel like a failure.',
      'I feel worthless.',
      'I feel distant or cut off from people.',
      'I find it hard to stay emotionally close to people.',
    ]),
    publishedNote('itq_dsoImpairmentStem', 'In the past month, have these problems with your feelings, how you see yourself and your relationships:'),
    ...scoredItems(scoring, 'itq_cfi', [
      'Created concern or distress about your relationships or social life?',
      'Affected your work or ability to work?',
      'Affected any other important parts of your life such as parenting, or school or college work, or other important activities?',
    ]),
  ],
  ownWording: Object.fromEntries(['itq_instructions', 'itq_event', 'itq_when', 'itq_ptsdIntro', 'itq_dsoIntro', 'itq_dsoImpairmentStem'].map((key) => [key, UNREAD_INSTRUCTIONS])),
});
