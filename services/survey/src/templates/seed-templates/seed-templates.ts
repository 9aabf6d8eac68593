import { CreateTemplateRequest } from '@app/contracts';
import { ConcurrencyError, derivedId, DomainError, type PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { templateDecider } from '../template.decide.js';
import { isTemplateKeyTaken, templateContentOf } from '../template-rules.js';
import { templateStreamId, type TemplateContent } from '../template.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';

/** A seeded template's id: the same on every start and every instance. */
export const seededTemplateId = (key: string) => derivedId('survey', 'template', key);

export type SeedOutcome = 'created' | 'exists' | 'translated' | 'key-taken';

/**
 * Creates each default template once (on the service's start). Idempotent across restarts and
 * concurrent starts: a seeded template's stream has a fixed id and must not exist yet, so whoever
 * comes second gets a conflict and leaves it. A template an admin has edited is never touched again
 * (a changed default reaches only new installations), but one made before the seed had translations
 * and still as seeded gets them (issue 15); a default whose key another template already
 * holds is skipped (logged). Each entry passes the checks of `POST /api/template` first.
 */
export async function seedTemplates(
  runtime: PlatformRuntime<SurveyDatabase>,
  templates: readonly CreateTemplateRequest[] = DEFAULT_TEMPLATES,
): Promise<Record<string, SeedOutcome>> {
  const outcomes: Record<string, SeedOutcome> = {};
  for (const entry of templates) {
    const content = templateContentOf(CreateTemplateRequest.parse(entry));
    const templateId = seededTemplateId(content.key);
    try {
      await runtime.commands.handle(templateStreamId(templateId), { type: 'CreateTemplate', templateId, source: 'seed', content }, templateDecider);
      outcomes[content.key] = 'created';
    } catch (error) {
      if (error instanceof ConcurrencyError || (error instanceof DomainError && error.status === 409)) {
        outcomes[content.key] = (await translateSeeded(runtime, templateId, content)) ? 'translated' : 'exists';
      } else if (isTemplateKeyTaken(error)) {
        runtime.logger.warn({ key: content.key }, 'templates: another template has the key of a default; default not created');
        outcomes[content.key] = 'key-taken';
      } else {
        throw error;
      }
    }
  }
  const created = Object.keys(outcomes).filter((key) => outcomes[key] === 'created');
  if (created.length) runtime.logger.info({ keys: created }, 'templates: defaults created');
  const translated = Object.keys(outcomes).filter((key) => outcomes[key] === 'translated');
  if (translated.length) runtime.logger.info({ keys: translated }, 'templates: defaults given their translations');
  return outcomes;
}

/** Gives an existing seeded template the seed's translations if it has none and is still as seeded; whether it did. */
async function translateSeeded(runtime: PlatformRuntime<SurveyDatabase>, templateId: string, content: TemplateContent): Promise<boolean> {
  try {
    const { events } = await runtime.commands.handle(templateStreamId(templateId), { type: 'TranslateSeededTemplate', content }, templateDecider);
    return events.length > 0;
  } catch (error) {
    // Another instance starting at the same moment gave them.
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}
