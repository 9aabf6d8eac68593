import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './mdq.published.js';
import { spanish } from './mdq.es.js';
import { publishedChoice, publishedNote, scoredItem, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.mdq;

/** Question 1's thirteen items, under its stem, in published order (`mdq_1` .. `mdq_13`). */
const symptoms = [
  '...you felt so good or so hyper that other people thought you were not your normal self or you were so hyper that you got into trouble?',
  '...you were so irritable that you shouted at people or started fights or arguments?',
  '...you felt much more self-confident than usual?',
  '...you got much less sleep than usual and found you didn’t really miss it?',
  '...you were much more talkative or spoke much faster than usual?',
  '...thoughts raced through your head or you couldn’t slow your mind down?',
  '...you were so easily distracted by things around you that you had trouble concentrating or staying on track?',
  '...you had much more energy than usual?',
  '...you were much more active or did many more things than usual?',
  '...you were much more social or outgoing than usual, for example, you telephoned friends in the middle of the night?',
  '...you were much more interested in sex than usual?',
  '...you did things that were unusual for you or that other people might have thought were excessive, foolish, or risky?',
  '...spending money got you or your family into trouble?',
];

/** The form prints YES and NO; the rules' `YesNo` is the same words (the check ignores case). */
const unscored = (key: string, label: string) => publishedChoice(key, label, ['Yes', 'No'], { isRequired: false });

export const screen = screenOf(published, spanish, {
  key: 'MDQ',
  title: 'Highs and Lows',
  subscriberTitle: 'MDQ: Bipolar Spectrum',
  description: 'Questions about any time you felt unusually high, hyper or irritable, and what it led to.',
  position: 5,
  scoring,
  questions: [
    publishedNote('mdq_instructions', 'Please answer each question to the best of your ability.'),
    publishedNote('mdq_period', 'Has there ever been a period of time when you were not your usual self and...'),
    ...scoredItems(scoring, 'mdq_', symptoms),
    // Asked of everyone: "if you checked YES to more than one" counts thirteen answers, which a condition cannot.
    scoredItem(scoring, 'mdq_same_time', 'If you checked YES to more than one of the above, have several of these ever happened during the same period of time?'),
    scoredItem(
      scoring,
      'mdq_problem',
      'How much of a problem did any of these cause you – like being unable to work; having family, money or legal troubles; getting into arguments or fights?',
    ),
    // Questions 4 and 5 are not scored, so they may be left.
    unscored('mdq_family', 'Have any of your blood relatives (i.e. children, siblings, parents, grandparents, aunts, uncles) had manic-depressive illness or bipolar disorder?'),
    unscored('mdq_diagnosed', 'Has a health professional ever told you that you have manic-depressive illness or bipolar disorder?'),
  ],
});
