import type { ReportingConfig } from '../../config.js';
import { LocalAdjuster } from './local-adjuster.js';
import { OpenAiAdjuster } from './openai-adjuster.js';
import type { TextAdjuster } from './text-adjuster.js';

/** OpenAI when a key is set, the offline rules otherwise. */
export function textAdjusterFor(config: ReportingConfig): TextAdjuster {
  if (!config.OPENAI_API_KEY) return new LocalAdjuster();
  return new OpenAiAdjuster({
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    baseURL: config.OPENAI_BASE_URL,
    maxRetries: config.OPENAI_MAX_RETRIES,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
