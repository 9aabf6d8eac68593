import { sql } from 'kysely';
import { isSealed, type PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import type { WrittenSection } from './social-history.js';

type Runtime = Pick<PlatformRuntime<ReportingDatabase>, 'db' | 'vault'>;

/**
 * The narrative as `adjusted_sections` keeps it: each section sealed with reporting's key of the client (the
 * vault's `sealValue`), for it holds the client's facts and words; erasing that key shreds it. Stored in the
 * transaction that seals it, with the client's row held, so that nothing (a key, a section) is stored for a
 * client deleted meanwhile: false then.
 */
export async function storeSealedSection(runtime: Runtime, clientId: string, row: { report_id: string; run: number; position: number }, section: WrittenSection): Promise<boolean> {
  return runtime.db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom('clients').select('id').where('id', '=', clientId).where('deleted', '=', false).forShare().executeTakeFirst();
    if (!client) return false;
    const content = await runtime.vault.sealValue(clientId, section, trx);
    await trx
      .insertInto('adjusted_sections')
      .values({ ...row, section_key: section.key, content: JSON.stringify(content) })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/** A run's sections, opened, in the narrative's order (none once the client's key is erased). */
export async function openedSections(runtime: Runtime, { id, run }: { id: string; run: number }): Promise<WrittenSection[]> {
  const rows = await runtime.db.selectFrom('adjusted_sections').select('content').where('report_id', '=', id).where('run', '=', run).orderBy('position').execute();
  const opened = await runtime.vault.open(rows.map((row) => row.content).filter(isSealed), runtime.db);
  // A section an instance of an earlier version wrote in plain text while this one started reads as it is.
  let next = 0;
  return rows.map((row) => (isSealed(row.content) ? opened[next++] : row.content)).filter((section): section is WrittenSection => section !== null && section !== undefined);
}

/**
 * Seals the sections stored in plain text before the narrative was sealed (reporting's start), each with its
 * client's key, one transaction a section; a deleted client's have gone with the client already.
 */
export async function sealPlainSections(runtime: Runtime): Promise<number> {
  const plain = await runtime.db
    .selectFrom('adjusted_sections as s')
    .innerJoin('adjusted_reports as r', 'r.id', 's.report_id')
    .select(['s.report_id', 's.run', 's.section_key', 'r.client_id'])
    .where(sql<boolean>`not (s.content ? '$sealed')`)
    .execute();
  for (const row of plain) {
    await runtime.db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('adjusted_sections')
        .select('content')
        .where('report_id', '=', row.report_id)
        .where('run', '=', row.run)
        .where('section_key', '=', row.section_key)
        .forUpdate()
        .executeTakeFirst();
      if (!stored || isSealed(stored.content)) return;
      const content = await runtime.vault.sealValue(row.client_id, stored.content, trx);
      await trx
        .updateTable('adjusted_sections')
        .set({ content: JSON.stringify(content) })
        .where('report_id', '=', row.report_id)
        .where('run', '=', row.run)
        .where('section_key', '=', row.section_key)
        .execute();
    });
  }
  return plain.length;
}
