import { clientsPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { ClientsConfigSchema, ClientsSettings, type ClientsConfig } from './config.js';
import type { ClientsDatabase } from './clients-database.js';
import { ClientsModule } from './clients.module.js';
import { clientAccountsReaction } from './reactions/client-accounts.reaction.js';
import { clientMessagesReaction } from './reactions/client-messages.reaction.js';
import { clientProjection } from './clients/client.projection.js';
import { hashLegacyLinkCodes } from './short-codes/legacy-link-codes.js';
import { LinkCodeHashes } from './short-codes/link-code-hashes.js';
import { ShortCodes } from './short-codes/short-codes.js';
import { surveyProgressReaction } from './reactions/survey-progress.reaction.js';
import { clientsMigrations } from './migrations/index.js';
import { erasePersonalDataReaction } from './reactions/erase-personal-data.reaction.js';
import { subscriberNamesReaction } from './reactions/subscriber-names.reaction.js';
import { closedAccountsReaction } from './reactions/closed-accounts.reaction.js';
import { subscriptionsReaction } from './reactions/subscriptions.reaction.js';
import { supportersListedReaction } from './reactions/supporters-listed.reaction.js';
import { supporterProjection } from './supporters/supporter.projection.js';
import { templateCatalogueReaction } from './reactions/template-catalogue.reaction.js';

export const CLIENTS_SERVICE = 'clients';

export interface ClientsServiceOptions {
  /** Where the clients' and supporters' short codes come from (a test hands in codes of its choosing). */
  shortCodes?: ShortCodes;
}

/**
 * The clients service (see ../shared/DESIGN.md, "The core domain"): invites, the clients' lists and
 * views, landing data by short code, deletion, and the supporters clients list, with their letters.
 * What it needs from others (subscriptions, names, client accounts, templates, forms, offline
 * check-outs, messages sent to clients) it projects from their events.
 */
export function clientsService(options: ClientsServiceOptions = {}): ServiceDefinition<ClientsConfig, ClientsDatabase> {
  const shortCodes = options.shortCodes ?? new ShortCodes();
  return {
    name: CLIENTS_SERVICE,
    module: ClientsModule,
    configSchema: ClientsConfigSchema,
    migrations: clientsMigrations,
    projections: [clientProjection, supporterProjection],
    personalData: clientsPersonalData,
    onStart: (runtime) => hashLegacyLinkCodes(runtime.db, new LinkCodeHashes(runtime.vault)),
    async providers(runtime, config) {
      return [
        { provide: ClientsSettings, useValue: new ClientsSettings(config) },
        { provide: ShortCodes, useValue: shortCodes },
        { provide: LinkCodeHashes, useValue: new LinkCodeHashes(runtime.vault) },
      ];
    },
    handlers: (runtime, config) => [
      subscriptionsReaction,
      subscriberNamesReaction,
      erasePersonalDataReaction(runtime),
      templateCatalogueReaction,
      clientAccountsReaction,
      closedAccountsReaction(runtime),
      surveyProgressReaction,
      clientMessagesReaction,
      supportersListedReaction(runtime, new ClientsSettings(config), { shortCodes, hashes: new LinkCodeHashes(runtime.vault) }),
    ],
  };
}
