import { checkAll, choice, longText, note, page, SKIP_NOTE, text, when, whenNot, YES_NO_SKIP, yesNo } from './questions.js';

/** The US 988 Suicide & Crisis Lifeline ("call or text 988"), as its own page and SAMHSA's put it. */
const CRISIS_LINE =
  'If you are thinking about hurting yourself, help is here now. Call or text 988 to reach the 988 Suicide & Crisis Lifeline. It is free, and open day and night. If you are in jail, tell a staff member or the nurse.';

export const mentalHealth = page({
  key: 'MentalHealth',
  title: 'Mental Health',
  subscriberTitle: 'Mental Health History',
  description: 'Care you have had for your mental health, and how you feel.',
  defaultWeight: 1400,
  isOptional: true,
  isDefault: true,
  questions: [
    SKIP_NOTE,
    note('crisisLine', CRISIS_LINE),
    yesNo('mentalHealthCare', 'Have you ever had help for your mental health, like counseling or therapy?', 'Ever had mental health care'),
    checkAll('mentalHealthDiagnoses', 'Has a doctor or counselor ever said you have any of these? Check all that apply.', 'Mental health diagnoses', [
      'Depression',
      'Anxiety',
      'Bipolar disorder',
      'PTSD',
      'Schizophrenia',
      'ADHD',
      'Personality disorder',
      'Other',
      'None of these',
      'Not sure',
    ]),
    text('mentalHealthDiagnosesOther', 'What else did they say you have?', 'Other diagnoses', when('mentalHealthDiagnoses', 'Other')),
    text('mentalHealthFirstAge', 'How old were you the first time you got help?', 'Age at first mental health care', when('mentalHealthCare', 'Yes')),
    longText(
      'mentalHealthProviders',
      'Where did you get help, and when? List the places or people you remember.',
      'Mental health care: where and when',
      when('mentalHealthCare', 'Yes'),
    ),
    yesNo('mentalHealthCareNow', 'Are you getting mental health care now?', 'Mental health care now'),
    choice('mentalHealthMedicine', 'Have you ever taken medicine for your mental health?', 'Mental health medicine', ['Yes, now', 'Yes, in the past', 'No']),
    longText('mentalHealthMedicineWhich', 'Which medicines? Did they help?', 'Which medicines, and whether they helped', whenNot('mentalHealthMedicine', 'No')),
    yesNo('mentalHealthHospital', 'Have you ever stayed in a hospital for your mental health?', 'Psychiatric hospital stays'),
    text('mentalHealthHospitalCount', 'How many times?', 'Number of psychiatric hospital stays', when('mentalHealthHospital', 'Yes')),
    longText('mentalHealthHospitalWhere', 'Where and when? List what you remember.', 'Psychiatric hospital stays: where and when', when('mentalHealthHospital', 'Yes')),
    choice('suicideThoughts', 'Have you ever thought about killing yourself?', 'Ever had thoughts of suicide', YES_NO_SKIP, {
      description: 'If you have these thoughts now, call or text 988.',
    }),
    choice('suicideThoughtsRecent', 'Have you had these thoughts in the past month?', 'Thoughts of suicide in the past month', YES_NO_SKIP, when('suicideThoughts', 'Yes')),
    choice('suicideAttempt', 'Have you ever tried to end your life?', 'Suicide attempt', YES_NO_SKIP),
    text('suicideAttemptCount', 'How many times?', 'Number of suicide attempts', when('suicideAttempt', 'Yes')),
    text('suicideAttemptAge', 'How old were you the last time?', 'Age at the last attempt', when('suicideAttempt', 'Yes')),
    yesNo('suicideAttemptCare', 'Did you get care after that?', 'Care after the attempt', when('suicideAttempt', 'Yes')),
    choice('selfHarm', 'Have you ever hurt yourself on purpose, like cutting or burning?', 'Self-harm, like cutting or burning', YES_NO_SKIP),
    choice('unusualExperiences', 'Have you ever heard or seen things that other people could not?', 'Heard or saw things others could not', [
      'Yes',
      'No',
      'Not sure',
      'Prefer not to say',
    ]),
    checkAll('recentFeelings', 'In the past year, have you had any of these? Check all that apply.', 'In the past year', [
      'Feeling sad most days',
      'Feeling very worried or nervous',
      'Trouble sleeping',
      'Big mood swings',
      'Anger you could not control',
      'Nightmares',
      'Feeling numb',
      'None of these',
    ]),
    choice('mentalHealthCareInCustody', 'Have you had mental health care in jail or prison?', 'Mental health care in custody', [
      'Yes',
      'No',
      'I asked but did not get it',
      'Does not apply',
    ]),
    longText('mentalHealthMore', 'What else about your mental health should your lawyer know?', 'More about mental health'),
  ],
});
