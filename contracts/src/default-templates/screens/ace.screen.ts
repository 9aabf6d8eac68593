import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './ace.published.js';
import { spanish } from './ace.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.ace;

/** A published question and its alternatives, on their own lines as the form sets them out. */
const either = (stem: string, ...alternatives: string[]) => [stem, alternatives.join('\nor\n')].join('\n');

/** The ten questions in published order (`ace_1` .. `ace_10`). */
const items = [
  either(
    'Did a parent or other adult in the household often or very often…',
    'Swear at you, insult you, put you down, or humiliate you?',
    'Act in a way that made you afraid that you might be physically hurt?',
  ),
  either(
    'Did a parent or other adult in the household often or very often…',
    'Push, grab, slap, or throw something at you?',
    'Ever hit you so hard that you had marks or were injured?',
  ),
  either(
    'Did an adult or person at least 5 years older than you ever…',
    'Touch or fondle you or have you touch their body in a sexual way?',
    'Attempt or actually have oral, anal, or vaginal intercourse with you?',
  ),
  either(
    'Did you often or very often feel that …',
    'No one in your family loved you or thought you were important or special?',
    'Your family didn’t look out for each other, feel close to each other, or support each other?',
  ),
  either(
    'Did you often or very often feel that …',
    'You didn’t have enough to eat, had to wear dirty clothes, and had no one to protect you?',
    'Your parents were too drunk or high to take care of you or take you to the doctor if you needed it?',
  ),
  'Were your parents ever separated or divorced?',
  either(
    'Was your mother or stepmother:',
    'Often or very often pushed, grabbed, slapped, or had something thrown at her?',
    'Sometimes, often, or very often kicked, bitten, hit with a fist, or hit with something hard?',
    'Ever repeatedly hit over at least a few minutes or threatened with a gun or knife?',
  ),
  'Did you live with anyone who was a problem drinker or alcoholic, or who used street drugs?',
  'Was a household member depressed or mentally ill, or did a household member attempt suicide?',
  'Did a household member go to prison?',
];

export const screen = screenOf(published, spanish, {
  key: 'ACE',
  // The published form's own title (the ten-question form of the CDC-Kaiser ACE Study's investigators, as
  // ACEs Too High prints it): the questionnaire's own page is "Growing Up".
  title: 'Finding Your ACE Score',
  subscriberTitle: 'ACE: Adverse Childhood Experiences',
  description: 'Some hard things that may have happened before you turned 18.',
  position: 9,
  scoring,
  questions: [publishedNote('ace_instructions', 'Prior to your 18th birthday:'), ...scoredItems(scoring, 'ace_', items)],
});
