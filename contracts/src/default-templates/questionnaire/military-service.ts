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
    yesNo('served', 'Have you ever served in the military?', 'Served in the military'),
    select('branch', 'What branch did you serve in?', 'Branch', ['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force', 'National Guard', 'Reserves'], served),
    date('serviceStart', 'When did you join?', 'Joined', served),
    date('serviceEnd', 'When did you leave?', 'Left the service', { ...served, description: 'Leave this blank if you still serve.' }),
    text('rank', 'What was your highest rank?', 'Highest rank', served),
    text('militaryJob', 'What was your job in the military?', 'Military job', served),
    yesNo('deployed', 'Were you sent overseas or to a war zone?', 'Deployed overseas or to a war zone', served),
    text('deployedWhere', 'Where were you sent, and when?', 'Where and when deployed', when('deployed', 'Yes')),
    choice('combat', 'Were you in combat?', 'In combat', YES_NO_SKIP, served),
    yesNo('injuredInService', 'Were you hurt while you served?', 'Hurt in service', served),
    longText('injuredHow', 'How were you hurt?', 'How hurt in service', when('injuredInService', 'Yes')),
    select(
      'dischargeType',
      'What kind of discharge did you get?',
      'Discharge',
      ['Honorable', 'General', 'Other than honorable', 'Bad conduct', 'Dishonorable', 'Still serving', 'Not sure'],
      served,
    ),
    choice('vaCare', 'Do you get care or benefits from the VA?', 'VA care or benefits', ['Yes', 'No', 'I applied', 'Not sure'], served),
    choice('militaryTrouble', 'Did you ever get in trouble in the military?', 'Trouble in the military', YES_NO_NOT_SURE, served),
    longText('militaryAwards', 'Did you get any medals or awards? List them.', 'Medals and awards', served),
    upload('dischargePapers', 'Your discharge papers (DD-214), if you have them', 'Discharge papers (DD-214)', served),
  ],
});
