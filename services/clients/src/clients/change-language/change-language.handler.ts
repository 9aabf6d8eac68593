import { Injectable } from '@nestjs/common';
import type { Language } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { ClientsDatabase } from '../../clients-database.js';
import { clientStreamId } from '../client.js';
import { clientDecider, clientNotFound } from '../client.decide.js';

/** POST /api/client/language: the client whose account is signed in (404 when there is none, or it was deleted). */
@Injectable()
export class ChangeLanguageHandler {
  constructor(private readonly runtime: PlatformRuntime<ClientsDatabase>) {}

  async change(user: Principal, language: Language, context: AppendContext): Promise<void> {
    const client = await this.runtime.db.selectFrom('clients').select('id').where('application_user_id', '=', user.id).where('deleted', '=', false).executeTakeFirst();
    if (!client) throw clientNotFound();
    await this.runtime.commands.handle(clientStreamId(client.id), { type: 'ChangeLanguage', language }, clientDecider, { context, retries: 1 });
  }
}
