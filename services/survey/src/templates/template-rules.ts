import type { CreateTemplateRequest, Question } from '@app/contracts';
import { ValidationError } from '@app/platform';
import type { TemplateContent } from './template.js';

/**
 * A question as templates keep it: absent and empty optional fields are null, no options is null; a report
 * label only when it has one (issue 34: the templates and forms made before it stay as they were).
 */
export function storedQuestion(question: Question): Question {
  return {
    key: question.key,
    label: question.label,
    ...(question.reportLabel ? { reportLabel: question.reportLabel } : {}),
    description: question.description || null,
    isRequired: question.isRequired,
    options: question.options?.length ? question.options : null,
    questionType: question.questionType,
    conditionalFieldKey: question.conditionalFieldKey || null,
    conditionalFieldValue: question.conditionalFieldValue || null,
    conditionalOperator: question.conditionalOperator ?? null,
  };
}

/** What a create or update request (already parsed by its contracts schema) gives the aggregate. */
export function templateContentOf(request: CreateTemplateRequest): TemplateContent {
  return {
    key: request.key,
    title: request.title,
    subscriberTitle: request.subscriberTitle,
    description: request.description || null,
    defaultWeight: request.defaultWeight,
    isOptional: request.isOptional,
    isDefault: request.isDefault,
    stopIfOffline: request.stopIfOffline,
    questions: request.questions.map(storedQuestion),
    scoring: request.scoring ?? null,
    instrument: request.instrument ?? null,
    translations: request.translations ?? {},
  };
}

export const KEY_TAKEN = 'key: Another template already uses this key.';

/** Is this error the key's unique constraint (another template uses the key)? */
export const isTemplateKeyTaken = (error: unknown) => (error as { code?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'templates_key_key';

/** Runs `write`; a key another template holds (the read model's unique index) becomes a 400. */
export async function keyChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isTemplateKeyTaken(error)) throw new ValidationError([KEY_TAKEN]);
    throw error;
  }
}
