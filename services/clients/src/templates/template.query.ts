import { Injectable } from '@nestjs/common';
import { Messages } from '@app/contracts';
import { PlatformRuntime, ValidationError } from '@app/platform';
import type { ClientsDatabase } from '../clients-database.js';

/** Survey's templates as clients knows them (template-catalogue/). */
@Injectable()
export class TemplateQuery {
  constructor(private readonly runtime: PlatformRuntime<ClientsDatabase>) {}

  /**
   * The templates an invite asks for: the given ids (each must exist: 400 otherwise), or, when none
   * are given, the defaults by weight (none known yet: empty, and survey uses its own defaults).
   */
  async chosen(templateIds: readonly string[] | null | undefined): Promise<string[]> {
    const db = this.runtime.db;
    if (!templateIds?.length) {
      const defaults = await db.selectFrom('templates').select('id').where('is_default', '=', true).orderBy('default_weight').orderBy('id').execute();
      return defaults.map((t) => t.id);
    }
    const wanted = [...new Set(templateIds.map((id) => id.toLowerCase()))];
    const known = new Set((await db.selectFrom('templates').select('id').where('id', 'in', wanted).execute()).map((t) => t.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new ValidationError(
        unknown.map((id) => `templateIds: ${id} was not found`),
        Messages.unknownTemplates,
      );
    return wanted;
  }
}
