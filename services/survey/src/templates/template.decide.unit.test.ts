import { InstrumentScoring } from '@app/contracts';
import { deciderSpec } from '@app/platform/testing';
import { decide, type TemplateCommand } from './template.decide.js';
import { evolve, initialState, type TemplateContent, type TemplateEvent } from './template.js';

const editedSinceLoaded = 'The item has been edited since you loaded the page. Reload this page to get the latest changes.';

const given = deciderSpec({ decide, evolve, initialState });

const templateId = '0d6f6c1e-3c2b-4f6a-9a51-2b7f0c9d8e41';
const content: TemplateContent = {
  key: 'Family',
  title: 'Your Family',
  subscriberTitle: 'Family',
  description: null,
  defaultWeight: 20,
  isOptional: false,
  isDefault: true,
  stopIfOffline: false,
  questions: [
    {
      key: 'hasChildren',
      label: 'Do you have children?',
      description: null,
      isRequired: true,
      options: ['Yes', 'No'],
      questionType: 'RadioButtonList',
      conditionalFieldKey: null,
      conditionalFieldValue: null,
      conditionalOperator: null,
    },
  ],
  scoring: null,
  instrument: null,
  translations: {},
};
const created: TemplateEvent = { type: 'TemplateCreated', data: { templateId, ...content, source: 'admin' } };
const updated = (changes: Partial<TemplateContent>): TemplateEvent => ({ type: 'TemplateUpdated', data: { templateId, ...content, ...changes } });
const update = (concurrencyCheck: number, changes: Partial<TemplateContent> = {}): TemplateCommand => ({
  type: 'UpdateTemplate',
  concurrencyCheck,
  content: { ...content, ...changes },
});

describe('CreateTemplate', () => {
  it('creates the template with its fields and source', () => {
    given()
      .when({ type: 'CreateTemplate', templateId, source: 'seed', content })
      .then([{ type: 'TemplateCreated', data: { templateId, ...content, source: 'seed' } }]);
  });

  it('refuses a template that exists already (409: a second seeding instance leaves it)', () => {
    given(created).when({ type: 'CreateTemplate', templateId, source: 'seed', content }).thenError(409, editedSinceLoaded);
  });
});

describe('UpdateTemplate', () => {
  it('records the new fields when the version loaded is the current one', () => {
    given(created)
      .when(update(1, { title: 'Family' }))
      .then([updated({ title: 'Family' })]);
    given(created, updated({ title: 'Family' }))
      .when(update(2, { defaultWeight: -5 }))
      .then([updated({ defaultWeight: -5 })]);
  });

  it('refuses a stale version with the spec text (409), even without a change', () => {
    given(created, updated({ title: 'Family' }))
      .when(update(1, { title: 'Mine' }))
      .thenError(409, editedSinceLoaded);
    given(created, updated({ title: 'Family' }))
      .when(update(1, { title: 'Family' }))
      .thenError(409, editedSinceLoaded);
    given(created).when(update(2)).thenError(409, editedSinceLoaded);
  });

  it('records nothing when nothing changed, whatever the order of the fields', () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as TemplateContent;
    given(created).when({ type: 'UpdateTemplate', concurrencyCheck: 1, content: reordered }).then([]);
  });

  it('reads a template created before templates had scoring (an event without it) as having none', () => {
    const { scoring, instrument, ...before } = content;
    const createdBefore: TemplateEvent = { type: 'TemplateCreated', data: { templateId, ...before, source: 'admin' } };
    given(createdBefore).when(update(1, { scoring, instrument })).then([]);
    given(createdBefore)
      .when(update(1, { scoring: InstrumentScoring.cageAid }))
      .then([updated({ scoring: InstrumentScoring.cageAid })]);
  });

  it('answers 404 for a template that does not exist', () => {
    given().when(update(0)).thenError(404, 'The template was not found.');
  });
});

describe('SeedTemplate', () => {
  const spanish = { es: { title: 'Su familia', questions: { hasChildren: { label: '¿Tiene hijos?', options: { Yes: 'Sí', No: 'No' } } } } };
  const translate = (changes: Partial<TemplateContent> = {}): TemplateCommand => ({ type: 'SeedTemplate', templateId, content: { ...content, translations: spanish, ...changes } });

  it('gives a seeded template made before it had translations the seed’s, read from an event without any', () => {
    const { translations: _none, ...before } = content;
    const createdBefore: TemplateEvent = { type: 'TemplateCreated', data: { templateId, ...before, source: 'seed' } };
    given(createdBefore)
      .when(translate())
      .then([updated({ translations: spanish })]);
  });

  it('leaves a template whose English an admin changed, or that has translations already', () => {
    given(created, updated({ title: 'Our Family' }))
      .when(translate())
      .then([]);
    given(created, updated({ translations: { es: { title: 'Familia', questions: {} } } }))
      .when(translate())
      .then([]);
    given(created)
      .when(translate({ translations: {} }))
      .then([]);
  });

  const labelled = content.questions.map((question) => ({ ...question, reportLabel: 'Has children' }));

  it('gives a seeded template made before it had report labels the seed’s (issue 34), translated or not', () => {
    given(created)
      .when(translate({ translations: {}, questions: labelled }))
      .then([updated({ questions: labelled })]);
    given(created, updated({ translations: spanish }))
      .when(translate({ questions: labelled }))
      .then([updated({ translations: spanish, questions: labelled })]);
    given(created)
      .when(translate({ questions: labelled }))
      .then([updated({ translations: spanish, questions: labelled })]);
  });

  it("gives a seeded screen the seed's new source address (issue 34), or none, while the rest is the seed's", () => {
    const instrument = { name: 'CAGE-AID', citation: 'Brown RL, Rounds LA. 1995.', licence: 'Free', sourceText: 'The questions' };
    const screen = (sourceUrl?: string) => ({ instrument: { ...instrument, ...(sourceUrl ? { sourceUrl } : {}) }, translations: {} });
    const createdWith = (sourceUrl: string): TemplateEvent => ({ type: 'TemplateCreated', data: { templateId, ...content, ...screen(sourceUrl), source: 'seed' } });
    given(createdWith('https://www.scribd.com/doc/1'))
      .when(translate(screen()))
      .then([updated(screen())]);
    given(createdWith('https://acestoohigh.com/'))
      .when(translate(screen('https://doi.org/10.1/x')))
      .then([updated(screen('https://doi.org/10.1/x'))]);
    given(createdWith('https://www.scribd.com/doc/1'), updated({ ...screen('https://www.scribd.com/doc/1'), title: 'Ours' }))
      .when(translate(screen()))
      .then([]);
  });

  it('gives a seeded template the US title that replaced an earlier seed’s (“Children and Dependents”), not one an admin gave it', () => {
    const children = { key: 'Children', subscriberTitle: 'Children and Dependants' };
    const createdAs = (changes: Partial<TemplateContent>): TemplateEvent => ({ type: 'TemplateCreated', data: { templateId, ...content, ...changes, source: 'seed' } });
    given(createdAs(children))
      .when(translate({ key: 'Children', subscriberTitle: 'Children and Dependents', translations: {} }))
      .then([updated({ key: 'Children', subscriberTitle: 'Children and Dependents' })]);
    given(createdAs({ ...children, subscriberTitle: 'Kids' }))
      .when(translate({ key: 'Children', subscriberTitle: 'Children and Dependents', translations: {} }))
      .then([]);
  });

  it('leaves the report labels of a template that has some, and a template whose questions an admin changed', () => {
    const ours = content.questions.map((question) => ({ ...question, reportLabel: 'Children' }));
    given(created, updated({ questions: ours }))
      .when(translate({ translations: {}, questions: labelled }))
      .then([]);
    given(created, updated({ questions: [{ ...content.questions[0], label: 'Any children?' }] }))
      .when(translate({ translations: {}, questions: labelled }))
      .then([]);
  });
});

describe('evolve', () => {
  it('counts the version and keeps the latest content', () => {
    const state = [created, updated({ title: 'A' }), updated({ title: 'B' })].reduce(evolve, initialState());
    expect(state).toEqual({ status: 'active', templateId, content: { ...content, title: 'B' }, version: 3 });
  });
});
