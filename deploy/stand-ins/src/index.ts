export { systemClock, type Clock, type StandInLogger } from './clock.js';
export { PaymentSimulator, type PaymentSimulatorOptions } from './payment-simulator/payment-simulator.js';
export type { SimulatorPrice } from './payment-simulator/resources.js';
export type { RecordedRequest } from './payment-simulator/server.js';
export type { WebhookDelivery } from './payment-simulator/webhooks.js';
export { parsePromotionCodeSeeds, type PromotionCodeSeed } from './payment-simulator/promotion-code-seeds.js';
export { OpenAiStandIn, STAND_IN_REWRITE_PREFIX, type OpenAiStandInOptions, type RecordedCompletion } from './openai/openai-stand-in.js';
export { TEST_CARDS } from './payment-simulator/test-cards.js';
