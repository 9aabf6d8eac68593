import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './phq15.published.js';
import { spanish } from './phq15.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.phq15;

/** The fifteen items in published order (`phq15_1` .. `phq15_15`). */
const items = [
  'Stomach pain',
  'Back pain',
  'Pain in your arms, legs, or joints (knees, hips, etc.)',
  'Menstrual cramps or other problems with your periods',
  'Headaches',
  'Chest pain',
  'Dizziness',
  'Fainting spells',
  'Feeling your heart pound or race',
  'Shortness of breath',
  'Pain or problems during sexual intercourse',
  'Constipation, loose bowels, or diarrhea',
  'Nausea, gas, or indigestion',
  'Feeling tired or having low energy',
  'Trouble sleeping',
];

/**
 * Item 4 is for women only. The rules skip it for a man by the gender on the About you page, which a
 * template condition cannot see, so everyone is shown it with the form's own note and may leave it.
 */
const womenOnly = { description: 'WOMEN ONLY', isRequired: false };

export const screen = screenOf(published, spanish, {
  key: 'PHQ15',
  title: 'Physical Symptoms',
  subscriberTitle: 'PHQ-15: Somatic Symptoms',
  description: 'Fifteen questions about aches, pains and other physical symptoms over the past four weeks.',
  position: 4,
  scoring,
  questions: [
    publishedNote('phq15_instructions', 'During the past 4 weeks, how much have you been bothered by any of the following problems?'),
    ...scoredItems(scoring, 'phq15_', items).map((item) => (item.key === 'phq15_4' ? { ...item, ...womenOnly } : item)),
  ],
});
