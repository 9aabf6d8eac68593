import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './pcl5.published.js';
import { spanish } from './pcl5.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.pcl5;

/** The 20 items in published order (`pcl5_1` .. `pcl5_20`). */
const items = [
  'Repeated, disturbing, and unwanted memories of the stressful experience?',
  'Repeated, disturbing dreams of the stressful experience?',
  'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)?',
  'Feeling very upset when something reminded you of the stressful experience?',
  'Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)?',
  'Avoiding memories, thoughts, or feelings related to the stressful experience?',
  'Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)?',
  'Trouble remembering important parts of the stressful experience?',
  'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)?',
  'Blaming yourself or someone else for the stressful experience or what happened after it?',
  'Having strong negative feelings such as fear, horror, anger, guilt, or shame?',
  'Loss of interest in activities that you used to enjoy?',
  'Feeling distant or cut off from other people?',
  'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)?',
  'Irritable behavior, angry outbursts, or acting aggressively?',
  'Taking too many risks or doing things that could cause you harm?',
  'Being “superalert” or watchful or on guard?',
  'Feeling jumpy or easily startled?',
  'Having difficulty concentrating?',
  'Trouble falling or staying asleep?',
];

export const screen = screenOf(published, spanish, {
  key: 'PCL5',
  title: 'Reactions to a Stressful Experience',
  subscriberTitle: 'PCL-5: PTSD Symptoms',
  description: 'How much problems that can follow a very stressful experience have bothered you in the past month.',
  position: 7,
  scoring,
  questions: [
    publishedNote(
      'pcl5_instructions',
      'Below is a list of problems that people sometimes have in response to a very stressful experience. Please read each problem carefully and then circle one of the numbers to the right to indicate how much you have been bothered by that problem in the past month.',
    ),
    publishedNote('pcl5_pastMonth', 'In the past month, how much were you bothered by:'),
    ...scoredItems(scoring, 'pcl5_', items),
  ],
});
