import type { ReportingConfig } from '../config.js';
import { LocalWriter } from './local-writer/local-writer.js';
import { OpenAiWriter } from './openai-writer.js';
import type { NarrativeWriter } from './writer.js';

/** OpenAI when a key is set, the offline rules otherwise. */
export function narrativeWriterFor(config: ReportingConfig): NarrativeWriter {
  if (!config.OPENAI_API_KEY) return new LocalWriter();
  return new OpenAiWriter({
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    baseURL: config.OPENAI_BASE_URL,
    maxRetries: config.OPENAI_MAX_RETRIES,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
  });
}
