import { checkAll, choice, longText, note, page, SKIP_NOTE, text, whenNot, YES_NO_NOT_SURE, yesNo } from './questions.js';

/** A few general questions only: the OSU TBI-ID screen (a screen page of its own) takes each injury's details. */
const hurtHead = whenNot('headInjury', 'No');

export const headInjuries = page({
  key: 'HeadInjuries',
  title: 'Head Injuries',
  subscriberTitle: 'Head Injuries',
  description: 'A few general questions about hits to the head.',
  defaultWeight: 1300,
  isOptional: true,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    note('headInjuriesScreen', 'Your lawyer may also ask you to do a short head injury screen, the OSU TBI-ID. It asks about each injury. Here we ask just a few things.'),
    choice('headInjury', 'Have you ever hurt your head or neck?', 'Head or neck injury', YES_NO_NOT_SURE, {
      description: 'For example, in a car crash, a fall, a fight, a sport or a blast.',
    }),
    choice('knockedOut', 'Were you ever knocked out after a hit to the head?', 'Knocked out by a hit to the head', YES_NO_NOT_SURE, hurtHead),
    choice('dazed', 'Were you ever dazed or mixed up after a hit to the head?', 'Dazed or confused after a hit to the head', YES_NO_NOT_SURE, hurtHead),
    text('headInjuryCount', 'About how many times have you hurt your head?', 'Number of head injuries', hurtHead),
    yesNo('headInjuryHospital', 'Did you ever go to the hospital for a head injury?', 'Hospital for a head injury', hurtHead),
    checkAll(
      'headInjuryProblems',
      'Since then, have you had any of these? Check all that apply.',
      'Problems since',
      ['Headaches', 'Trouble remembering', 'Trouble paying attention', 'Mood changes', 'Feeling dizzy', 'Trouble sleeping', 'Seizures', 'None of these'],
      hurtHead,
    ),
    choice(
      'lostAir',
      'Have you ever gone without air for a while, like from choking, almost drowning or an overdose?',
      'Went without air (choking, drowning, overdose)',
      YES_NO_NOT_SURE,
    ),
    longText('headInjuryMore', 'What else do you want to say about hits to your head?', 'More about head injuries'),
  ],
});
