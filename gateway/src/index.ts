export { createGateway, type Gateway } from './create-gateway.js';
export { loadConfig, ConfigError, type GatewayConfig } from './config.js';
export { checkHealth, type GatewayHealth, type ServiceHealth } from './health.js';
