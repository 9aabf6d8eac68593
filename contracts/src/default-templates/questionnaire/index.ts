import type { CreateTemplateRequest, TemplateTranslation } from '../../templates.js';
import { aboutYou } from './about-you.js';
import { anythingElse } from './anything-else.js';
import { childhoodAndHome } from './childhood-and-home.js';
import { children } from './children.js';
import { criminalHistory } from './criminal-history.js';
import { currentCase } from './current-case.js';
import { documents } from './documents.js';
import { education } from './education.js';
import { employment } from './employment.js';
import { familyOfOrigin } from './family-of-origin.js';
import { goalsAndPlans } from './goals-and-plans.js';
import { headInjuries } from './head-injuries.js';
import { housing } from './housing.js';
import { lettersOfSupport } from './letters-of-support.js';
import { mentalHealth } from './mental-health.js';
import { militaryService } from './military-service.js';
import { physicalHealth } from './physical-health.js';
import { relationships } from './relationships.js';
import { religionAndCommunity } from './religion-and-community.js';
import { siblings } from './siblings.js';
import { strengths } from './strengths.js';
import { substanceUse } from './substance-use.js';
import { trauma } from './trauma.js';
import { aboutYouEs } from './spanish/about-you.js';
import { anythingElseEs } from './spanish/anything-else.js';
import { childhoodAndHomeEs } from './spanish/childhood-and-home.js';
import { childrenEs } from './spanish/children.js';
import { criminalHistoryEs } from './spanish/criminal-history.js';
import { currentCaseEs } from './spanish/current-case.js';
import { documentsEs } from './spanish/documents.js';
import { educationEs } from './spanish/education.js';
import { employmentEs } from './spanish/employment.js';
import { familyOfOriginEs } from './spanish/family-of-origin.js';
import { goalsAndPlansEs } from './spanish/goals-and-plans.js';
import { headInjuriesEs } from './spanish/head-injuries.js';
import { housingEs } from './spanish/housing.js';
import { lettersOfSupportEs } from './spanish/letters-of-support.js';
import { mentalHealthEs } from './spanish/mental-health.js';
import { militaryServiceEs } from './spanish/military-service.js';
import { physicalHealthEs } from './spanish/physical-health.js';
import { relationshipsEs } from './spanish/relationships.js';
import { religionAndCommunityEs } from './spanish/religion-and-community.js';
import { siblingsEs } from './spanish/siblings.js';
import { strengthsEs } from './spanish/strengths.js';
import { substanceUseEs } from './spanish/substance-use.js';
import { traumaEs } from './spanish/trauma.js';

const PAGES: readonly (readonly [CreateTemplateRequest, TemplateTranslation])[] = [
  [aboutYou, aboutYouEs],
  [currentCase, currentCaseEs],
  [familyOfOrigin, familyOfOriginEs],
  [childhoodAndHome, childhoodAndHomeEs],
  [siblings, siblingsEs],
  [education, educationEs],
  [employment, employmentEs],
  [militaryService, militaryServiceEs],
  [relationships, relationshipsEs],
  [children, childrenEs],
  [housing, housingEs],
  [physicalHealth, physicalHealthEs],
  [headInjuries, headInjuriesEs],
  [mentalHealth, mentalHealthEs],
  [substanceUse, substanceUseEs],
  [trauma, traumaEs],
  [religionAndCommunity, religionAndCommunityEs],
  [criminalHistory, criminalHistoryEs],
  [strengths, strengthsEs],
  [goalsAndPlans, goalsAndPlansEs],
  [anythingElse, anythingElseEs],
  [lettersOfSupport, lettersOfSupportEs],
  [documents, documentsEs],
];

/**
 * The biographical questionnaire (issue 10), a page each, in page order, each with its Spanish texts
 * (issue 15, `spanish/`). The screens (weights 5010 to 5130) sit between "anything else" and the
 * letters of support.
 */
export const QUESTIONNAIRE_TEMPLATES: readonly CreateTemplateRequest[] = PAGES.map(([page, es]) => ({ ...page, translations: { es } }));
