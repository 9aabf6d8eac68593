import { deciderSpec } from '@app/platform/testing';
import { contentBlockFields, decide, type ContentBlockCommand } from './content-block.decide.js';
import { evolve, initialState, type ContentBlockEvent } from './content-block.js';

const editedSinceLoaded = 'The item has been edited since you loaded the page. Reload this page to get the latest changes.';

const given = deciderSpec({ decide, evolve, initialState });

const contentBlockId = '5f0c2d1e-8a7b-4c3d-9e2f-1a0b9c8d7e6f';
const fields = { slug: 'client-help', title: 'Client Help', description: 'For clients', value: '# Help\n\nHello %ClientFirstName%', isPage: true };
const created: ContentBlockEvent = { type: 'ContentBlockCreated', data: { contentBlockId, ...fields, source: 'admin' } };
const updated = (changes: Partial<typeof fields>): ContentBlockEvent => ({ type: 'ContentBlockUpdated', data: { contentBlockId, ...fields, ...changes } });
const update = (concurrencyCheck: number, changes: Partial<typeof fields> = {}): ContentBlockCommand => ({
  type: 'UpdateContentBlock',
  concurrencyCheck,
  ...fields,
  ...changes,
});

describe('CreateContentBlock', () => {
  it('creates a new block with its fields and source', () => {
    given()
      .when({ type: 'CreateContentBlock', contentBlockId, source: 'seed', ...fields })
      .then([{ type: 'ContentBlockCreated', data: { contentBlockId, ...fields, source: 'seed' } }]);
  });

  it('stores an empty title or description as null', () => {
    given()
      .when({ type: 'CreateContentBlock', contentBlockId, source: 'admin', ...fields, title: '', description: null })
      .then([{ type: 'ContentBlockCreated', data: { contentBlockId, ...fields, title: null, description: null, source: 'admin' } }]);
  });

  it('refuses a block that exists already (409)', () => {
    given(created)
      .when({ type: 'CreateContentBlock', contentBlockId, source: 'seed', ...fields })
      .thenError(409, editedSinceLoaded);
  });
});

describe('UpdateContentBlock', () => {
  it('records the new fields when the version loaded is the current one', () => {
    given(created)
      .when(update(1, { value: 'New text', isPage: false }))
      .then([updated({ value: 'New text', isPage: false })]);
    given(created, updated({ title: 'Help' }))
      .when(update(2, { slug: 'help-for-clients' }))
      .then([updated({ slug: 'help-for-clients' })]);
  });

  it('refuses a stale version with the spec text (409)', () => {
    given(created, updated({ title: 'Help' }))
      .when(update(1, { value: 'Mine' }))
      .thenError(409, editedSinceLoaded);
    given(created)
      .when(update(2, { value: 'Mine' }))
      .thenError(409, editedSinceLoaded);
  });

  it('refuses a stale version even when nothing changed', () => {
    given(created, updated({ title: 'Help' }))
      .when(update(1, { title: 'Help' }))
      .thenError(409, editedSinceLoaded);
  });

  it('records nothing when nothing changed', () => {
    given(created).when(update(1)).then([]);
    given(created)
      .when(update(1, { description: 'For clients' }))
      .then([]);
  });

  it('answers 404 for a block that does not exist', () => {
    given().when(update(0)).thenError(404, 'The content block was not found.');
  });
});

describe('evolve', () => {
  it('counts the version and keeps the latest fields', () => {
    const state = [created, updated({ title: 'A' }), updated({ title: 'B' })].reduce(evolve, initialState());
    expect(state).toEqual({ status: 'active', contentBlockId, fields: { ...fields, title: 'B' }, version: 3 });
  });
});

describe('contentBlockFields', () => {
  it('defaults isPage to false and empties to null', () => {
    expect(contentBlockFields({ slug: 's', value: 'v' })).toEqual({ slug: 's', title: null, description: null, value: 'v', isPage: false });
    expect(contentBlockFields({ slug: 's', value: 'v', title: 'T', description: '', isPage: true })).toEqual({
      slug: 's',
      title: 'T',
      description: null,
      value: 'v',
      isPage: true,
    });
  });
});
