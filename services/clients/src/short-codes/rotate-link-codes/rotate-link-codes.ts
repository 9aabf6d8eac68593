import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CommandHandler, createDatabase, EventStore, loadConfig, PersonalDataVault, PlatformConfigSchema, platformTablesOf } from '@app/platform';
import { ClientsConfigSchema, ClientsSettings, type ClientsConfig } from '../../config.js';
import type { ClientsDatabase } from '../../clients-database.js';
import { clientsService } from '../../clients.service.js';
import { clientStreamId } from '../../clients/client.js';
import { clientDecider } from '../../clients/client.decide.js';
import { supporterDecider } from '../../supporters/supporter.decide.js';
import { supporterStreamId } from '../../supporters/supporter.js';
import { LinkCodeHashes } from '../link-code-hashes.js';
import { ShortCodes, withFreshLinkCode } from '../short-codes.js';

/** The links one rotation renewed. */
export interface LinkRotation {
  clients: number;
  supporters: number;
}

/** What renewing links takes of the clients service. */
interface LinkRenewal {
  db: Kysely<ClientsDatabase>;
  commands: CommandHandler<ClientsDatabase>;
  settings: ClientsSettings;
  links: { shortCodes: ShortCodes; hashes: LinkCodeHashes };
}

/**
 * Gives every link still waiting for its person a new code: each client not deleted whose invitation
 * is not accepted (`ClientLinkRenewed`) and each supporter whose letter is not signed
 * (`SupporterLinkRenewed`). The old codes lead nowhere from then on; identity moves the invitation to
 * the new code and notification sends the new link by the invitation's channels. One correlation id
 * for the whole run.
 */
async function renewPendingLinks({ db, commands, settings, links }: LinkRenewal): Promise<LinkRotation> {
  const context = { correlationId: randomUUID() };
  const rotation: LinkRotation = { clients: 0, supporters: 0 };
  const clients = await db.selectFrom('clients').select('id').where('deleted', '=', false).where('is_account_activated', '=', false).orderBy('created').execute();
  for (const { id } of clients) {
    const { events } = await withFreshLinkCode(
      links,
      (code) => settings.shortCodeUrl(code),
      'clients_short_code_hash_unique',
      (link) => commands.handle(clientStreamId(id), { type: 'RenewLink', link }, clientDecider, { context, retries: 2 }),
    );
    rotation.clients += events.length;
  }
  const supporters = await db.selectFrom('supporters').select('id').where('is_complete', '=', false).orderBy('client_id').orderBy('slot').execute();
  for (const { id } of supporters) {
    const { events } = await withFreshLinkCode(
      links,
      (code) => settings.supporterShortCodeUrl(code),
      'supporters_short_code_hash_unique',
      (link) => commands.handle(supporterStreamId(id), { type: 'RenewLink', link }, supporterDecider, { context, retries: 2 }),
    );
    rotation.supporters += events.length;
  }
  return rotation;
}

/**
 * `npm run rotate-link-codes`: `renewPendingLinks` from beside the service, with the environment the
 * service runs with (DATABASE_URL, PERSONAL_DATA_MASTER_KEY, PUBLIC_URL). It appends to the service's
 * event store, with its projections, in its database; the service's relay publishes the events (at
 * its next start, if it is stopped).
 */
export async function rotateLinkCodes(env: NodeJS.ProcessEnv): Promise<LinkRotation> {
  const definition = clientsService();
  const config = loadConfig(PlatformConfigSchema.extend(ClientsConfigSchema.shape), env) as ClientsConfig;
  const db = createDatabase<ClientsDatabase>(config.DATABASE_URL, 2);
  try {
    const vault = PersonalDataVault.of(platformTablesOf(db), config, definition.name, definition.personalData ?? {});
    const store = new EventStore(platformTablesOf(db), vault, definition.projections);
    const links = { shortCodes: new ShortCodes(), hashes: new LinkCodeHashes(vault) };
    return await renewPendingLinks({ db, commands: new CommandHandler(store, db), settings: new ClientsSettings(config), links });
  } finally {
    await db.destroy();
  }
}
