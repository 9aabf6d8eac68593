import type { ReportingEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';

/** The variants' read model (`adjusted_reports`), written with their events. An event of an earlier run changes nothing. */
export const adjustedReportsProjection: Projection<StoredEventOf<Omit<typeof ReportingEvents, 'ReportChoiceSaved'>>, ReportingDatabase> = {
  name: 'adjusted-reports',
  handles: ['AdjustedReportStarted', 'AdjustedReportProgressed', 'AdjustedReportCompleted', 'AdjustedReportFailed'],
  async apply(event, db) {
    const at = event.metadata.occurredAt;
    const ofRun = () => db.updateTable('adjusted_reports').where('id', '=', event.data.variantId).where('run', '=', event.data.run);
    switch (event.type) {
      case 'AdjustedReportStarted': {
        const { variantId, originalFormId, clientId, subscriberId, adjuster, key, adjusterLabel, run } = event.data;
        const row = { run, status: 'Started' as const, progress: 0, label: adjusterLabel, key, started: at, completed: null };
        await db
          .insertInto('adjusted_reports')
          .values({ id: variantId, original_form_id: originalFormId, client_id: clientId, subscriber_id: subscriberId, adjuster, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'AdjustedReportProgressed':
        await ofRun().set({ progress: event.data.progress }).execute();
        return;
      case 'AdjustedReportCompleted':
        await ofRun().set({ status: 'Completed', progress: 100, completed: at }).execute();
        return;
      case 'AdjustedReportFailed':
        await ofRun().set({ status: 'Failed' }).execute();
    }
  },
};
