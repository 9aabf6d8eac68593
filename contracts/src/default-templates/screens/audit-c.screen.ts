import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './audit-c.published.js';
import { spanish } from './audit-c.es.js';
import { scoredItem, screenOf } from './screen.js';
import { whenNot } from '../questionnaire/questions.js';

const scoring = InstrumentScoring.auditC;

/** Questions 2 and 3 follow only a drinker's answer to question 1 (the rules do not ask them after "Never"). */
const afterDrinking = whenNot('auditc_1', 'Never');

/** The VA page prints no instruction for the patient (only notes for the provider), so the page opens with question 1. */
export const screen = screenOf(published, spanish, {
  key: 'AUDITC',
  title: 'Alcohol',
  subscriberTitle: 'AUDIT-C: Alcohol Use',
  description: 'Three questions about how often and how much you drank alcohol in the past year.',
  position: 11,
  scoring,
  questions: [
    scoredItem(scoring, 'auditc_1', 'How often did you have a drink containing alcohol in the past year?'),
    scoredItem(scoring, 'auditc_2', 'On days in the past year when you drank alcohol how many drinks did you typically drink?', afterDrinking),
    scoredItem(
      scoring,
      'auditc_3',
      'How often did you have 6 or more (for men) or 4 or more (for women and everyone 65 and older) drinks on an occasion in the past year?',
      afterDrinking,
    ),
  ],
});
