import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './taps1.published.js';
import { spanish } from './taps1.es.js';
import { publishedNote, scoredItem, screenOf } from './screen.js';
import { when } from '../questionnaire/questions.js';

const scoring = InstrumentScoring.taps1;

const alcoholForm = 'taps1_alcohol_form';
const [forMen, forWomen] = Object.keys(scoring.items.find((item) => item.key === alcoholForm)?.values ?? {});
const whenForm = (form: string) => when(alcoholForm, form);

const standardDrink = 'One standard drink is about 1 small glass of wine (5 oz), 1 beer (12 oz), or 1 single shot of liquor.';

export const screen = screenOf(published, spanish, {
  key: 'TAPS1',
  title: 'Tobacco, Alcohol and Drugs',
  subscriberTitle: 'TAPS-1: Tobacco, Alcohol, Prescription Medications and Other Drugs',
  description: 'Four questions about how often you used tobacco, alcohol, drugs or prescription medications in the past 12 months.',
  position: 13,
  scoring,
  questions: [
    publishedNote(
      'taps1_instructions',
      'The TAPS Tool Part 1 is a 4-item screening for tobacco use, alcohol use, prescription medication misuse, and illicit substance use in the past year.',
    ),
    scoredItem(
      scoring,
      'taps1_1',
      'In the PAST 12 MONTHS, how often have you used any tobacco product (for example, cigarettes, e-cigarettes, cigars, pipes, or smokeless tobacco)?',
    ),
    scoredItem(
      scoring,
      alcoholForm,
      'The next question is asked in two forms: one for men (5 or more drinks in one day) and one for women (4 or more drinks in one day). Which one will you answer?',
    ),
    scoredItem(scoring, 'taps1_2_men', 'In the PAST 12 MONTHS, how often have you had 5 or more drinks containing alcohol in one day?', {
      description: standardDrink,
      ...whenForm(forMen),
    }),
    scoredItem(scoring, 'taps1_2_women', 'In the PAST 12 MONTHS, how often have you had 4 or more drinks containing alcohol in one day?', {
      description: standardDrink,
      ...whenForm(forWomen),
    }),
    scoredItem(
      scoring,
      'taps1_3',
      'In the PAST 12 MONTHS, how often have you used any drugs including marijuana, cocaine or crack, heroin, methamphetamine (crystal meth), hallucinogens, ecstasy/MDMA?',
    ),
    scoredItem(
      scoring,
      'taps1_4',
      'In the PAST 12 MONTHS, how often have you used any prescription medications just for the feeling, more than prescribed or that were not prescribed for you?',
      {
        description:
          'Prescription medications that may be used this way include: Opiate pain relievers (for example, OxyContin, Vicodin, Percocet, methadone) Medications for anxiety or sleeping (for example, Xanax, Ativan, Klonopin) Medications for ADHD (for example, Adderall or Ritalin)',
      },
    ),
  ],
  ownWording: {
    taps1_alcohol_form:
      'The tool asks men (5 or more drinks) and women (4 or more drinks) different alcohol questions and tells each which one to answer; the gender ' +
      'is asked on another page, which a condition of this page cannot read, so the client picks the published question that applies here.',
  },
});
