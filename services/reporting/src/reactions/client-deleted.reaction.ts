import type { Kysely } from 'kysely';
import { ClientEvents } from '@app/contracts';
import { personalDataErasureHandlerName, type EventHandlerDefinition, type PersonalDataVault } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';

export const PERSONAL_DATA_ERASURE_HANDLER = personalDataErasureHandlerName('reporting');

const Deleted = ClientEvents.ClientDeleted.pick({ clientId: true, subscriberId: true });

/**
 * Clients' `ClientDeleted`: the client's names, case details, answers, supporters' letters and AI-adjusted variants leave the read models,
 * and reporting's key of the client goes (it sealed their variants' narratives; what reporting read was opened by clients and survey,
 * whose keys are erased there). The client's row stays, marked deleted, so that survey's events still on their way add nothing back.
 */
export const clientDeletedReaction = (vault: PersonalDataVault): EventHandlerDefinition<ReportingDatabase> => ({
  name: PERSONAL_DATA_ERASURE_HANDLER,
  source: 'clients',
  types: ['ClientDeleted'],
  opens: [],
  async handle(event, trx) {
    const { clientId, subscriberId } = Deleted.parse(event.data);
    await trx
      .insertInto('clients')
      .values({ id: clientId, subscriber_id: subscriberId, first_name: null, last_name: null, subscriber_display_name: null, deleted: true })
      .onConflict((oc) => oc.column('id').doUpdateSet({ first_name: null, last_name: null, subscriber_display_name: null, case_details: null, deleted: true }))
      .execute();
    await forgetAnswersOf(clientId, trx);
    await trx.deleteFrom('supporters').where('client_id', '=', clientId).execute();
    const variants = trx.selectFrom('adjusted_reports').select('id').where('client_id', '=', clientId);
    await trx.deleteFrom('adjusted_sections').where('report_id', 'in', variants).execute();
    await trx.deleteFrom('adjusted_reports').where('client_id', '=', clientId).execute();
    await vault.erase(clientId, trx);
  },
});

/** Drops every answer of the client's forms (their pages stay: they hold no personal data). */
export async function forgetAnswersOf(clientId: string, trx: Kysely<ReportingDatabase>): Promise<void> {
  await trx
    .deleteFrom('answer_sets')
    .where('form_id', 'in', (qb) => qb.selectFrom('forms').select('id').where('client_id', '=', clientId))
    .execute();
}
