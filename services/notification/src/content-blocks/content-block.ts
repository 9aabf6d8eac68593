import type { ContentBlockEvent } from '@app/contracts';

/** The content block aggregate (stream `content-block-<uuid>`): a Markdown page or message text. */
export type { ContentBlockEvent };

export const contentBlockStreamId = (contentBlockId: string) => `content-block-${contentBlockId}`;

/** What an admin edits. `title`/`description` are null when left empty. */
export interface ContentBlockFields {
  slug: string;
  title: string | null;
  description: string | null;
  value: string;
  isPage: boolean;
}

export interface ContentBlockState {
  status: 'none' | 'active';
  contentBlockId: string | null;
  fields: ContentBlockFields | null;
  /** The stream's version: what `concurrencyCheck` must match on save. */
  version: number;
}

export const initialState = (): ContentBlockState => ({ status: 'none', contentBlockId: null, fields: null, version: 0 });

const fieldsOf = ({ slug, title, description, value, isPage }: ContentBlockFields): ContentBlockFields => ({ slug, title, description, value, isPage });

export function evolve(state: ContentBlockState, event: ContentBlockEvent): ContentBlockState {
  switch (event.type) {
    case 'ContentBlockCreated':
      return { status: 'active', contentBlockId: event.data.contentBlockId, fields: fieldsOf(event.data), version: state.version + 1 };
    case 'ContentBlockUpdated':
      return { ...state, fields: fieldsOf(event.data), version: state.version + 1 };
  }
}
