import { choice, date, longText, page, select, text, upload, when, YES_NO_NOT_SURE, YES_NO_SKIP, yesNo } from './questions.js';

const served = when('served', 'Yes');

export const militaryService = page({
  key: 'MilitaryService',
  title: 'Military Service',
  subscriberTitle: 'Military Service',
  description: 'Your time in the armed forces, if you served.',
  defaultWeight: 800,
  isOptional: true,
  isDefault: false,
  questions: [
    yesNo('served', 'Have you ever served in the military?'),
    select(
      'branch',
      'What branch did you serve in?',
      ['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force', 'National Guard', 'Reserves'],
      served,
    ),
    date('serviceStart', 'When did you join?', served),
    date('serviceEnd', 'When did you leave?', { ...served, description: 'Leave this blank if you still serve.' }),
    text('rank', 'What was your highest rank?', served),
    text('militaryJob', 'What was your job in the military?', served),
    yesNo('deployed', 'Were you sent overseas or to a war zone?', served),
    text('deployedWhere', 'Where were you sent, and when?', when('deployed', 'Yes')),
    choice('combat', 'Were you in combat?', YES_NO_SKIP, served),
    yesNo('injuredInService', 'Were you hurt while you served?', served),
    longText('injuredHow', 'How were you hurt?', when('injuredInService', 'Yes')),
    select(
      'dischargeType',
      'What kind of discharge did you get?',
      ['Honorable', 'General', 'Other than honorable', 'Bad conduct', 'Dishonorable', 'Still serving', 'Not sure'],
      served,
    ),
    choice('vaCare', 'Do you get care or benefits from the VA?', ['Yes', 'No', 'I applied', 'Not sure'], served),
    choice('militaryTrouble', 'Did you ever get in trouble in the military?', YES_NO_NOT_SURE, served),
    longText('militaryAwards', 'Did you get any medals or awards? List them.', served),
    upload('dischargePapers', 'Your discharge papers (DD-214), if you have them', served),
  ],
});
