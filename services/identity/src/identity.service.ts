import { createLocalJWKSet } from 'jose';
import { identityPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { IdentityConfigSchema, IdentitySettings, type IdentityConfig } from './config.js';
import type { IdentityDatabase } from './identity-database.js';
import { IdentityModule } from './identity.module.js';
import { identityMigrations } from './migrations/index.js';
import { loadSigningKey, SigningKey } from './tokens/signing-key.js';
import { billingEventsReaction } from './reactions/billing-events.reaction.js';
import { InvitationCodes } from './security/invitation-codes.js';
import { clientAccountsReaction } from './reactions/client-accounts.reaction.js';
import { seedSiteAdmin } from './users/seed-site-admin/seed-site-admin.js';
import { subscriptionsReaction } from './reactions/subscriptions.reaction.js';
import { userListProjection } from './users/user-list.projection.js';

/**
 * The identity service: users, passwords, tokens, two-factor, spoof login; roles from billing's
 * events, clients' accounts from clients' events.
 */
export function identityService(): ServiceDefinition<IdentityConfig, IdentityDatabase> {
  return {
    name: 'identity',
    module: IdentityModule,
    configSchema: IdentityConfigSchema,
    migrations: identityMigrations,
    projections: [userListProjection],
    personalData: identityPersonalData,
    // Identity verifies its own tokens with its own key (no JWKS round trip to itself).
    verificationKeys: async (runtime, config) => createLocalJWKSet((await loadSigningKey(runtime.db, config)).jwks),
    providers: async (runtime, config) => [
      { provide: IdentitySettings, useValue: new IdentitySettings(config) },
      { provide: SigningKey, useValue: await loadSigningKey(runtime.db, config) },
    ],
    handlers: (runtime, config) => [billingEventsReaction(runtime), clientAccountsReaction(runtime, new InvitationCodes(config)), subscriptionsReaction],
    onStart: async (runtime, config) => {
      await seedSiteAdmin(runtime, config);
    },
  };
}
