import { clientsPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { ClientsConfigSchema, ClientsSettings, type ClientsConfig } from './config.js';
import type { ClientsDatabase } from './clients-database.js';
import { ClientsModule } from './clients.module.js';
import { clientAccountsHandler } from './clients/client-accounts/client-accounts.handler.js';
import { clientMessagesHandler } from './clients/client-messages/client-messages.handler.js';
import { clientProjection } from './clients/client.projection.js';
import { hashLegacyLinkCodes } from './short-codes/legacy-link-codes.js';
import { LinkCodeHashes } from './short-codes/link-code-hashes.js';
import { ShortCodes } from './short-codes/short-codes.js';
import { surveyProgressHandler } from './clients/survey-progress/survey-progress.handler.js';
import { clientsMigrations } from './migrations/index.js';
import { erasePersonalDataHandler } from './personal-data-erasure/erase-personal-data.handler.js';
import { subscriberNamesHandler } from './subscribers/subscriber-names/subscriber-names.handler.js';
import { closedAccountsHandler } from './clients/closed-accounts/closed-accounts.handler.js';
import { subscriptionsHandler } from './subscribers/subscriptions/subscriptions.handler.js';
import { supportersListedHandler } from './supporters/invite-supporters/supporters-listed.handler.js';
import { supporterProjection } from './supporters/supporter.projection.js';
import { templateCatalogueHandler } from './templates/template-catalogue/template-catalogue.handler.js';

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
      subscriptionsHandler,
      subscriberNamesHandler,
      erasePersonalDataHandler(runtime),
      templateCatalogueHandler,
      clientAccountsHandler,
      closedAccountsHandler(runtime),
      surveyProgressHandler,
      clientMessagesHandler,
      supportersListedHandler(runtime, new ClientsSettings(config), { shortCodes, hashes: new LinkCodeHashes(runtime.vault) }),
    ],
  };
}
