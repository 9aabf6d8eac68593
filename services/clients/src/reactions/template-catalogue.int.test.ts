import { startClients, templateFields, type ClientsHarness } from '../testing/clients-test-kit.js';
import { TemplateQuery } from '../templates/template.query.js';
import { TEMPLATE_CATALOGUE_HANDLER } from './template-catalogue.reaction.js';

let h: ClientsHarness;
let templates: TemplateQuery;

beforeAll(async () => {
  h = await startClients('templates');
  templates = h.running.app.get(TemplateQuery);
});
afterAll(() => h?.close());

describe("survey's templates", () => {
  it('before any: an invite without templates names none (survey then takes its own defaults)', async () => {
    expect(await templates.chosen(null)).toEqual([]);
  });

  it('the defaults by weight, as the latest version of each says', async () => {
    const heavy = await h.template({ defaultWeight: 50 });
    const light = await h.template({ defaultWeight: -5 });
    const optional = await h.template({ isDefault: false });
    expect(await templates.chosen([])).toEqual([light.templateId, heavy.templateId]);

    await h.surveyEvent(`template-${heavy.templateId}`, 'TemplateUpdated', { ...heavy, isDefault: false }, TEMPLATE_CATALOGUE_HANDLER);
    await h.surveyEvent(`template-${optional.templateId}`, 'TemplateUpdated', { ...optional, isDefault: true, defaultWeight: 0 }, TEMPLATE_CATALOGUE_HANDLER);
    expect(await templates.chosen(undefined)).toEqual([light.templateId, optional.templateId]);
  });

  it('the templates asked for, each once, when all exist; 400 naming those that do not', async () => {
    const one = await h.template({ isDefault: false });
    expect(await templates.chosen([one.templateId, one.templateId])).toEqual([one.templateId]);
    const missing = templateFields().templateId;
    await expect(templates.chosen([one.templateId, missing])).rejects.toMatchObject({
      status: 400,
      details: 'Some of the chosen questionnaire pages could not be found. Please reload this page and choose again.',
      subErrors: [`templateIds: ${missing} was not found`],
    });
  });
});
