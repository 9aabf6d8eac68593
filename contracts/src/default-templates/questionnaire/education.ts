import { checkAll, choice, longText, note, page, select, text, when, whenNot, YES_NO_NOT_SURE, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const SCHOOL_SLOTS = 5;

function school(slot: number) {
  const key = (field: string) => slotKey('school', slot, field);
  const which = `School ${slot}`;
  return [
    text(key('name'), `${which}: What was the name of the school?`, `${which}: Name`),
    choice(key('kind'), `${which}: What kind of school was it?`, `${which}: Kind`, [
      'Grade school',
      'Middle school',
      'High school',
      'Alternative school',
      'School in detention',
      'Trade school',
      'College',
      'Other',
    ]),
    text(key('place'), `${which}: What city and state was it in?`, `${which}: City and state`),
    text(key('grades'), `${which}: What grades or years did you go there?`, `${which}: Grades or years`),
  ];
}

export const education = page({
  key: 'Education',
  title: 'School',
  subscriberTitle: 'Education',
  description: 'The schools you went to and how school went for you.',
  defaultWeight: 600,
  isOptional: false,
  isDefault: true,
  questions: [
    select('highestLevel', 'What is the last grade or degree you finished?', 'Highest grade or degree', [
      'None',
      'Some grade school',
      'Some middle school',
      'Some high school',
      'High school diploma or GED',
      'Trade or technical school',
      'Some college',
      'College degree',
      'Graduate degree',
    ]),
    choice('diplomaOrGed', 'Did you get a high school diploma or a GED?', 'Diploma or GED', ['Diploma', 'GED', 'Neither', 'Working on it now']),
    text('gedWhere', 'Where and when did you get your GED?', 'GED: where and when', when('diplomaOrGed', 'GED')),
    text('leftSchoolAge', 'How old were you when you stopped going to school?', 'Age on leaving school'),
    checkAll('leftSchoolWhy', 'Why did you stop going to school? Check all that apply.', 'Why the client left school', [
      'I finished',
      'I had to work',
      'I became a parent',
      'I was kicked out',
      'I moved too much',
      'I was locked up',
      'Problems at home',
      'School was too hard',
      'I was bullied',
      'Other',
    ]),
    text('leftSchoolWhyOther', 'What else made you stop?', 'Other reason for leaving school', when('leftSchoolWhy', 'Other')),
    yesNo('repeatedGrade', 'Did you ever have to repeat a grade?', 'Repeated a grade'),
    text('repeatedWhich', 'Which grades did you repeat?', 'Grades repeated', when('repeatedGrade', 'Yes')),
    choice('specialEducation', 'Were you ever in special education classes?', 'Special education', YES_NO_NOT_SURE),
    longText('specialEducationWhy', 'What were the classes for, if you know?', 'What special education was for', when('specialEducation', 'Yes')),
    choice('iep', 'Did you have an IEP or a 504 plan at school?', 'IEP or 504 plan', YES_NO_NOT_SURE, {
      description: 'These are written plans to help a student who learns in a different way or has a health need.',
    }),
    checkAll('learningProblems', 'Did you have any of these problems in school? Check all that apply.', 'Problems in school', [
      'Trouble reading',
      'Trouble with math',
      'Trouble paying attention',
      'Trouble sitting still',
      'Trouble hearing or seeing',
      'Trouble speaking',
      'None of these',
    ]),
    checkAll('learningDiagnoses', 'Did a doctor or a school ever say you had any of these? Check all that apply.', 'Learning diagnoses', [
      'ADHD or ADD',
      'A learning disability',
      'Dyslexia',
      'Intellectual disability',
      'Autism',
      'None of these',
      'Not sure',
    ]),
    choice('schoolTested', 'Did the school ever test you to see how you learn, like an IQ test?', 'Tested by the school (e.g. IQ)', YES_NO_NOT_SURE),
    choice('suspended', 'Were you ever suspended or expelled?', 'Suspended or expelled', ['Suspended', 'Expelled', 'Both', 'Neither']),
    longText('suspendedWhy', 'What was it for, as you remember it?', 'Reason for suspension or expulsion', whenNot('suspended', 'Neither')),
    yesNo('bullied', 'Were you bullied at school?', 'Bullied at school'),
    text('likedBest', 'What did you like best about school?', 'Liked best about school'),
    note('schoolsIntro', 'Please list the schools you went to. Start with the last one.'),
    ...listSlots('school', 'school', { count: SCHOOL_SLOTS, questions: school }),
    checkAll('training', 'Do you have any job training or licenses? Check all that apply.', 'Job training and licenses', [
      'Job training certificate',
      'Trade license',
      'Military training',
      "Commercial driver's license (CDL)",
      'Other',
    ]),
    text('otherTraining', 'What other training do you have?', 'Other training', when('training', 'Other')),
  ],
});
