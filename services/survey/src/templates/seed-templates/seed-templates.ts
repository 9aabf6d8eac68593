import { CreateTemplateRequest } from '@app/contracts';
import { ConcurrencyError, derivedId, type PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { templateDecider } from '../template.decide.js';
import { isTemplateKeyTaken, templateContentOf } from '../template-rules.js';
import { templateStreamId } from '../template.js';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';

/** A seeded template's id: the same on every start and every instance. */
export const seededTemplateId = (key: string) => derivedId('survey', 'template', key);

export type SeedOutcome = 'created' | 'exists' | 'updated' | 'key-taken';

/**
 * Creates each default template once (on the service's start), in one command a template
 * (`SeedTemplate`). Idempotent across restarts and concurrent starts: a seeded template's stream has a
 * fixed id, so whoever comes second gets a conflict and leaves it. A template an admin has edited is
 * never touched again (a changed default reaches only new installations), but one made before the seed
 * had translations (issue 15), report labels (issue 34) or a title in US English and still as seeded gets them; a default whose key another template
 * already holds is skipped (logged). Each entry passes the checks of `POST /api/template` first.
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
      const { events } = await runtime.commands.handle(templateStreamId(templateId), { type: 'SeedTemplate', templateId, content }, templateDecider);
      outcomes[content.key] = events[0]?.type === 'TemplateCreated' ? 'created' : events[0]?.type === 'TemplateUpdated' ? 'updated' : 'exists';
    } catch (error) {
      if (error instanceof ConcurrencyError) {
        outcomes[content.key] = 'exists';
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
  const updated = Object.keys(outcomes).filter((key) => outcomes[key] === 'updated');
  if (updated.length) runtime.logger.info({ keys: updated }, 'templates: defaults given what the seed has since (translations, report labels)');
  return outcomes;
}
