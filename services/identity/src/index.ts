export { identityService } from './identity.service.js';
export { IdentityConfigSchema, type IdentityConfig } from './config.js';
