import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './pc-ptsd-5.published.js';
import { spanish } from './pc-ptsd-5.es.js';
import { publishedNote, scoredItem, scoredItems, screenOf } from './screen.js';
import { when } from '../questionnaire/questions.js';

const scoring = InstrumentScoring.pcPtsd5;

/** The past-month questions are asked only after the exposure question is answered Yes ("If no, … Please stop here"). */
const afterExposure = when('pcptsd5_exposure', 'Yes');

export const screen = screenOf(published, spanish, {
  key: 'PCPTSD5',
  title: 'Stressful Experiences',
  subscriberTitle: 'PC-PTSD-5: PTSD Screen',
  description: 'A few questions about very stressful events and how they have affected you in the past month.',
  position: 6,
  scoring,
  questions: [
    publishedNote(
      'pcptsd5_instructions',
      `Sometimes things happen to people that are unusually or especially frightening, horrible, or traumatic. For example:
• a serious accident or fire
• a physical or sexual assault or abuse
• an earthquake or flood
• a war
• seeing someone be killed or seriously injured
• having a loved one die through homicide or suicide.`,
    ),
    scoredItem(scoring, 'pcptsd5_exposure', 'Have you ever experienced this kind of event?'),
    publishedNote('pcptsd5_pastMonth', 'In the past month have you:', afterExposure),
    ...scoredItems(
      scoring,
      'pcptsd5_',
      [
        'Had nightmares about the event(s) or thought about the event(s) when you did not want to?',
        'Tried hard not to think about the event(s) or went out of your way to avoid situations that reminded you of the event(s)?',
        'Been constantly on guard, watchful, or easily startled?',
        'Felt numb or detached from people, activities, or your surroundings?',
        'Felt guilty or unable to stop blaming yourself or others for the event(s) or any problems the event(s) may have caused?',
      ],
      afterExposure,
    ),
  ],
});
