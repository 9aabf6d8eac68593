/** The integration tests' HTTP client, shared by every service (platform testing). */
export { apiOf, type Api } from '@app/platform/testing';
