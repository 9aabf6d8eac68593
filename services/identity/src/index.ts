export { identityDefinition } from './identity.service-definition.js';
export { IdentityConfigSchema, type IdentityConfig } from './config.js';
