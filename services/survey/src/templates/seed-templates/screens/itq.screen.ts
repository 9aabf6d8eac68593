import { InstrumentScoring } from '@app/contracts';
import { published } from './itq.published.js';
import { publishedChoice, publishedNote, scoredItems, type Screen, screenTemplate } from './screen.js';

const scoring = InstrumentScoring.itq;

export const screen: Screen = {
  published,
  template: screenTemplate(published, {
    key: 'ITQ',
    title: 'After a Difficult Experience',
    subscriberTitle: 'ITQ: PTSD and Complex PTSD (ICD-11)',
    description: 'How the experience that troubles you most affects you now.',
    position: 8,
    scoring,
    questions: [
      publishedNote('itq_instructions', 'Please identify the experience that troubles you most and answer the questions in relation to this experience.'),
      // Not scored: the person may keep the experience to themselves.
      { key: 'itq_event', label: 'Brief description of the experience', questionType: 'Textarea', isRequired: false },
      publishedChoice(
        'itq_when',
        'When did the experience occur?',
        ['less than 6 months ago', '6 to 12 months ago', '1 to 5 years ago', '5 to 10 years ago', '10 to 20 years ago', 'more than 20 years ago'],
        { isRequired: false },
      ),
      publishedNote(
        'itq_ptsdIntro',
        'Below are a number of problems that people sometimes report in response to traumatic or stressful life events. Please read each one carefully, then circle one of the numbers to the right to indicate how much you have been bothered by that problem in the past month.',
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
        'Below are problems or symptoms that people who have had stressful or traumatic events sometimes experience. The questions refer to ways you typically feel, ways you typically think about yourself and ways you typically relate to others. Answer the following thinking about how true each statement is of you.',
      ),
      publishedNote('itq_dsoStem', 'How true is this of you?'),
      ...scoredItems(scoring, 'itq_c', [
        'When I am upset, it takes me a long time to calm down.',
        'I feel numb or emotionally shut down.',
        'I feel like a failure.',
        'I feel worthless.',
        'I feel distant or cut off from people.',
        'I find it hard to stay emotionally close to people.',
      ]),
      publishedNote('itq_dsoImpairmentStem', 'In the past month, have the above problems in emotions, in beliefs about yourself and in relationships:'),
      ...scoredItems(scoring, 'itq_cfi', [
        'Created concern or distress about your relationships or social life?',
        'Affected your work or ability to work?',
        'Affected any other important parts of your life such as parenting, or school or college work, or other important activities?',
      ]),
    ],
  }),
};
