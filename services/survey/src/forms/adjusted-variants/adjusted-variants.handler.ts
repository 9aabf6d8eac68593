import { ReportingEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';

export const ADJUSTED_VARIANTS_HANDLER = 'survey-adjusted-variants';

const Started = ReportingEvents.AdjustedReportStarted;
const Progressed = ReportingEvents.AdjustedReportProgressed;
const OfVariant = ReportingEvents.AdjustedReportCompleted;

/**
 * Reporting's AI-adjusted variants -> rows of `forms` (spec 02 §3, §7: `GET /api/form` lists them by
 * `originalForm.clientId`, with `adjuster` and `adjusterProgress`; `originalFormId eq null` leaves them
 * out of My Clients). A variant carries its original form's client fields; a failed run hides it (the
 * Reports tab offers Generate again); a deleted form's variants go with it.
 */
export const adjustedVariantsHandler: EventHandlerDefinition<SurveyDatabase> = {
  name: ADJUSTED_VARIANTS_HANDLER,
  source: 'reporting',
  types: ['AdjustedReportStarted', 'AdjustedReportProgressed', 'AdjustedReportCompleted', 'AdjustedReportFailed'],
  opens: [],
  async handle(event, trx) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'AdjustedReportStarted': {
        const { variantId, originalFormId, adjuster, key } = Started.parse(event.data);
        const original = await trx.selectFrom('forms').selectAll().where('id', '=', originalFormId).where('deleted', '=', false).executeTakeFirst();
        if (!original) return;
        const run = { key, status: 'Started' as const, adjuster, adjuster_progress: 0, created: at, started: at, completed: null, deleted: false };
        const { client_id, subscriber_id, application_user_id, first_name, last_name, email, phone_number, is_proctored } = original;
        await trx
          .insertInto('forms')
          .values({
            id: variantId,
            original_form_id: originalFormId,
            client_id,
            subscriber_id,
            application_user_id,
            first_name,
            last_name,
            email,
            phone_number,
            is_proctored,
            check_out_id: null,
            check_out_device: null,
            last_check_in_id: null,
            ...run,
          })
          .onConflict((oc) => oc.column('id').doUpdateSet(run))
          .execute();
        return;
      }
      case 'AdjustedReportProgressed': {
        const { variantId, progress } = Progressed.parse(event.data);
        await trx.updateTable('forms').set({ adjuster_progress: progress }).where('id', '=', variantId).where('status', '=', 'Started').execute();
        return;
      }
      case 'AdjustedReportCompleted': {
        const { variantId } = OfVariant.parse(event.data);
        await trx.updateTable('forms').set({ status: 'Completed', adjuster_progress: 100, completed: at }).where('id', '=', variantId).execute();
        return;
      }
      case 'AdjustedReportFailed': {
        const { variantId } = OfVariant.parse(event.data);
        await trx.updateTable('forms').set({ deleted: true }).where('id', '=', variantId).execute();
      }
    }
  },
};
