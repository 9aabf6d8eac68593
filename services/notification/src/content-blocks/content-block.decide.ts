import { ConflictError, NotFoundError, type Decider } from '@app/platform';
import { evolve, initialState, type ContentBlockEvent, type ContentBlockFields, type ContentBlockState } from './content-block.js';

export type ContentBlockCommand =
  | ({ type: 'CreateContentBlock'; contentBlockId: string; source: 'admin' | 'seed' } & ContentBlockFields)
  /** `concurrencyCheck`: the version the editor loaded; another version means someone saved meanwhile. */
  | ({ type: 'UpdateContentBlock'; concurrencyCheck: number } & ContentBlockFields);

/** What the request schemas give (trimmed text, optional title/description) as the aggregate's fields. */
export function contentBlockFields(input: { slug: string; title?: string | null; description?: string | null; value: string; isPage?: boolean }): ContentBlockFields {
  return {
    slug: input.slug,
    title: input.title ? input.title : null,
    description: input.description ? input.description : null,
    value: input.value,
    isPage: input.isPage ?? false,
  };
}

const sameFields = (a: ContentBlockFields, b: ContentBlockFields) =>
  a.slug === b.slug && a.title === b.title && a.description === b.description && a.value === b.value && a.isPage === b.isPage;

export function decide(command: ContentBlockCommand, state: ContentBlockState): ContentBlockEvent[] {
  switch (command.type) {
    case 'CreateContentBlock': {
      // Ids are new UUIDs (or, for seeded pages, fixed ones created once): an existing stream is a conflict.
      if (state.status !== 'none') throw new ConflictError();
      const { contentBlockId, source } = command;
      return [{ type: 'ContentBlockCreated', data: { contentBlockId, ...contentBlockFields(command), source } }];
    }
    case 'UpdateContentBlock': {
      if (state.status !== 'active' || !state.contentBlockId || !state.fields) throw new NotFoundError('The content block');
      if (command.concurrencyCheck !== state.version) throw new ConflictError();
      const fields = contentBlockFields(command);
      // Saving without a change records nothing (the version stays).
      if (sameFields(fields, state.fields)) return [];
      return [{ type: 'ContentBlockUpdated', data: { contentBlockId: state.contentBlockId, ...fields } }];
    }
  }
}

export const contentBlockDecider: Decider<ContentBlockCommand, ContentBlockEvent, ContentBlockState> = { decide, evolve, initialState };
