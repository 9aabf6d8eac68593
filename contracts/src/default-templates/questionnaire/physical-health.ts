import { checkAll, choice, longText, page, text, when, YES_NO_NOT_SURE, yesNo } from './questions.js';
import { listSlots, slotKey } from './slots.js';

export const INJURY_SLOTS = 4;

function injury(slot: number) {
  const key = (field: string) => slotKey('injury', slot, field);
  const which = `Injury ${slot}`;
  return [
    text(key('what'), `${which}: What was the injury?`, `${which}: Injury`),
    text(key('age'), `${which}: How old were you?`, `${which}: Age`),
    yesNo(key('treated'), `${which}: Did you see a doctor for it?`, `${which}: Saw a doctor`),
    text(key('lasting'), `${which}: Does it still cause you problems? What kind?`, `${which}: Lasting problems`),
  ];
}

export const physicalHealth = page({
  key: 'PhysicalHealth',
  title: 'Your Health',
  subscriberTitle: 'Physical Health',
  description: 'Your health, your medicines and any bad injuries.',
  defaultWeight: 1200,
  isOptional: false,
  isDefault: true,
  questions: [
    choice('overallHealth', 'How is your health?', 'Overall health', ['Very good', 'Good', 'Fair', 'Poor']),
    checkAll('healthConditions', 'Has a doctor ever told you that you have any of these? Check all that apply.', 'Health conditions', [
      'Asthma',
      'Diabetes',
      'High blood pressure',
      'Heart disease',
      'Seizures',
      'Hepatitis',
      'HIV',
      'Cancer',
      'Long-term pain',
      'Other',
      'None of these',
    ]),
    text('healthConditionsOther', 'What other health problems do you have?', 'Other health problems', when('healthConditions', 'Other')),
    longText('medicines', 'List the medicines you take now.', 'Medicines now', { description: 'Say how much and how often, if you know.' }),
    choice('gettingMedicines', 'Are you getting the medicine you need now?', 'Getting needed medicine now', ['Yes', 'Some of it', 'No', 'I do not take medicine']),
    text('allergies', 'Do you have any allergies? What are they?', 'Allergies'),
    choice('disability', 'Do you have a disability?', 'Disability', YES_NO_NOT_SURE),
    checkAll(
      'disabilityKinds',
      'What kind? Check all that apply.',
      'Kind of disability',
      ['Hearing', 'Seeing', 'Walking or moving', 'Learning', 'Mental health', 'Other'],
      when('disability', 'Yes'),
    ),
    longText('disabilityMore', 'How does it affect your daily life?', 'How the disability affects daily life', when('disability', 'Yes')),
    choice('pregnant', 'Are you pregnant now?', 'Pregnant now', ['Yes', 'No', 'Does not apply']),
    yesNo('hospitalStays', 'Have you ever stayed the night in a hospital because you were sick or hurt?', 'Overnight hospital stays'),
    longText('hospitalStaysMore', 'What was it for, and when?', 'Hospital stays: what and when', when('hospitalStays', 'Yes')),
    yesNo('seriousInjuries', 'Have you ever had a bad injury, like a broken bone, a gunshot or a stab wound?', 'Serious injuries'),
    ...listSlots('injury', 'injury', { count: INJURY_SLOTS, questions: injury, shownWhen: when('seriousInjuries', 'Yes') }),
    text('doctor', 'Who is your doctor or clinic, if you have one?', 'Doctor or clinic'),
    choice('insurance', 'Do you have health insurance?', 'Health insurance', ['Medicaid', 'Medicare', 'Private insurance', 'No', 'Not sure']),
    choice('sleep', 'How well do you sleep?', 'Sleep', ['Well', 'Okay', 'Badly']),
  ],
});
