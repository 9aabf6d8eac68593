import { TemplateFields } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

export const TEMPLATE_CATALOGUE_HANDLER = 'clients-template-catalogue';

const Catalogued = TemplateFields.pick({ templateId: true, isDefault: true, defaultWeight: true });

/**
 * Survey's template events -> `templates`: which templates an invite may name, and the defaults it
 * gets when it names none. An event older than the row (by stream version) changes nothing.
 */
export const templateCatalogueReaction: EventHandlerDefinition<ClientsDatabase> = {
  name: TEMPLATE_CATALOGUE_HANDLER,
  source: 'survey',
  types: ['TemplateCreated', 'TemplateUpdated'],
  opens: [],
  streamType: 'template', // never the forms' (every autosave) on a NATS without multi-subject filters
  async handle(event, trx) {
    const { templateId, isDefault, defaultWeight } = Catalogued.parse(event.data);
    const columns = { is_default: isDefault, default_weight: defaultWeight, version: event.version };
    await trx
      .insertInto('templates')
      .values({ id: templateId, ...columns })
      .onConflict((oc) => oc.column('id').doUpdateSet(columns).where('templates.version', '<', event.version))
      .execute();
  },
};
