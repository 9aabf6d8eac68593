import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { FormPage } from '@app/contracts';
import { LRUCache } from 'lru-cache';
import { PlatformRuntime } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';

type TemplateSnapshot = FormPage['template'];

/** Template versions kept in memory: more than forms are made from at a time (a snapshot is some kB to tens of kB). */
const CAPACITY = 200;

/**
 * Template versions' snapshots (`template_versions`), each read once and then kept in memory: a
 * version's snapshot never changes once written (its first FormCreated writes it, a rebuild writes the
 * same), so a save reads and parses it only the first time. Shared by every form of the version: read
 * only, never change one.
 */
@Injectable()
export class TemplateSnapshots {
  private readonly snapshots = new LRUCache<string, TemplateSnapshot>({ max: CAPACITY });

  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  /** The snapshot of the template's version (undefined: not written). */
  async of(templateId: string, version: number, db: Kysely<SurveyDatabase> = this.runtime.db): Promise<TemplateSnapshot | undefined> {
    const key = `${templateId}/${version}`;
    const kept = this.snapshots.get(key);
    if (kept) return kept;
    const row = await db.selectFrom('template_versions').select('template').where('template_id', '=', templateId).where('version', '=', version).executeTakeFirst();
    if (row) this.snapshots.set(key, row.template);
    return row?.template;
  }
}
