import type { SurveyEventData, TemplateFields } from '@app/contracts';

/**
 * The template aggregate (stream `template-<uuid>`): one page of the questionnaire, as a site admin
 * (or the seed) saved it. Its version is the stream's; a form's page records the version it was made from.
 */
export type TemplateEvent = { type: 'TemplateCreated'; data: SurveyEventData<'TemplateCreated'> } | { type: 'TemplateUpdated'; data: SurveyEventData<'TemplateUpdated'> };

export const templateStreamId = (templateId: string) => `template-${templateId}`;

/** What an admin edits: every field of the template but its id (no scoring or instrument is null). */
export type TemplateContent = Required<Omit<TemplateFields, 'templateId'>>;

export interface TemplateState {
  status: 'none' | 'active';
  templateId: string | null;
  content: TemplateContent | null;
  /** The stream's version: what `concurrencyCheck` must match on save. */
  version: number;
}

export const initialState = (): TemplateState => ({ status: 'none', templateId: null, content: null, version: 0 });

/** The content of a template event; events before issue 10 have no scoring and instrument (none), before issue 15 no translations (none). */
export function contentOf(fields: TemplateFields): TemplateContent {
  const { key, title, subscriberTitle, description, defaultWeight, isOptional, isDefault, stopIfOffline, questions, scoring, instrument, translations } = fields;
  return {
    key,
    title,
    subscriberTitle,
    description,
    defaultWeight,
    isOptional,
    isDefault,
    stopIfOffline,
    questions,
    scoring: scoring ?? null,
    instrument: instrument ?? null,
    translations: translations ?? {},
  };
}

export function evolve(state: TemplateState, event: TemplateEvent): TemplateState {
  switch (event.type) {
    case 'TemplateCreated':
      return { status: 'active', templateId: event.data.templateId, content: contentOf(event.data), version: state.version + 1 };
    case 'TemplateUpdated':
      return { ...state, content: contentOf(event.data), version: state.version + 1 };
  }
}
