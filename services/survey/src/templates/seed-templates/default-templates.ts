import type { CreateTemplateRequest } from '@app/contracts';
import { QUESTIONNAIRE_TEMPLATES } from './questionnaire/index.js';
import { SCREENS } from './screens/index.js';

/**
 * The templates a new installation starts with, created once each (see seed-templates.ts): the
 * biographical questionnaire and the 13 screens (optional, none picked by default), in page order. Data
 * only: each entry is what an admin would post to `POST /api/template` and passes the same checks.
 */
export const DEFAULT_TEMPLATES: readonly CreateTemplateRequest[] = [...QUESTIONNAIRE_TEMPLATES, ...SCREENS.map((screen) => screen.template)].sort(
  (a, b) => a.defaultWeight - b.defaultWeight,
);
