import { z } from 'zod';
import { optionalSetting, type PlatformConfig } from '@app/platform';

/** Reporting's settings on top of the platform's (from the environment, validated at start-up). */
export const ReportingConfigSchema = z.object({
  /** OpenAI's key: with it the AI-adjusted variants are rewritten by OpenAI, without it by the offline rules. */
  OPENAI_API_KEY: optionalSetting(z.string().min(8)),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4.1-mini'),
  /** Only for a stand-in of OpenAI's API (tests): replaces https://api.openai.com/v1. */
  OPENAI_BASE_URL: optionalSetting(z.string().url()),
  /** The SDK's retries of one call on a 408, 409, 429 or 5xx, with its backoff (Retry-After honoured). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(5),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Answers of one variant rewritten at once. */
  ADJUSTER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** Seconds before a failed adjustment job is tried again (doubling each time, 5 attempts). */
  ADJUST_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
});
export type ReportingConfig = PlatformConfig & z.infer<typeof ReportingConfigSchema>;
