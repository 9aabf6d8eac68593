import type { CreateTemplateRequest } from '@app/contracts';
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

/**
 * The biographical questionnaire (issue 10), a page each, in page order. The screens (weights 5010 to
 * 5130) sit between "anything else" and the letters of support.
 */
export const QUESTIONNAIRE_TEMPLATES: readonly CreateTemplateRequest[] = [
  aboutYou,
  currentCase,
  familyOfOrigin,
  childhoodAndHome,
  siblings,
  education,
  employment,
  militaryService,
  relationships,
  children,
  housing,
  physicalHealth,
  headInjuries,
  mentalHealth,
  substanceUse,
  trauma,
  religionAndCommunity,
  criminalHistory,
  strengths,
  goalsAndPlans,
  anythingElse,
  lettersOfSupport,
  documents,
];
