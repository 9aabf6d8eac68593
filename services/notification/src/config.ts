import { z } from 'zod';
import { optionalSetting, type PlatformConfig } from '@app/platform';

/** Settings of the notification service on top of the platform's, read from the environment. */
export const NotificationConfigSchema = z.object({
  /** Where people open the web app; links in messages start with it. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  MAIL_FROM: z.string().min(3).default('Mitigation Survey <no-reply@localhost>'),
  /** An SMTP relay, e.g. smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS). Unset: local SMTP server. */
  SMTP_URL: optionalSetting(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
  /** Port of the local SMTP server (127.0.0.1) used when SMTP_URL is unset; 0 picks a free one. */
  LOCAL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  TWILIO_ACCOUNT_SID: optionalSetting(z.string()),
  TWILIO_AUTH_TOKEN: optionalSetting(z.string()),
  /** The sending number (E.164) or a messaging service SID (MG...). */
  TWILIO_FROM: optionalSetting(z.string()),
  /** Only for stand-ins of Twilio's REST API (tests, local mocks): replaces https://api.twilio.com. */
  TWILIO_API_BASE_URL: optionalSetting(z.string().url()),
  /** Attempts at sending one message before it is recorded as failed. */
  SEND_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** Wait before the second attempt at a message; each further one waits about twice as long, up to SEND_MAX_RETRY_DELAY_SECONDS. */
  SEND_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /** The longest wait between two attempts at a message. */
  SEND_MAX_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** When the reminders job looks for clients due a reminder: a cron expression (UTC), every minute by default. */
  REMINDER_JOB_CRON: z.string().trim().min(1).default('* * * * *'),
  /** `on`: serve the dev pages (mailbox, outbox) to requests from this machine. Refused in production. */
  DEV_PAGES: z.enum(['on', 'off']).default('off'),
});
export type NotificationConfig = PlatformConfig & z.infer<typeof NotificationConfigSchema>;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBaseUrl?: string;
}

/** Twilio is used when all three credentials are set; some but not all is a configuration error. */
export function twilioSettings(config: NotificationConfig): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  const given = [accountSid, authToken, from].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!accountSid || !authToken || !from) {
    throw new Error('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  return { accountSid, authToken, from, apiBaseUrl: config.TWILIO_API_BASE_URL };
}

/**
 * In production nothing may silently land in the local stand-ins (nobody could read them there):
 * the SMTP relay and Twilio must be configured.
 */
export function assertProductionTransports(config: NotificationConfig): void {
  if (config.NODE_ENV !== 'production') return;
  const missing = [!config.SMTP_URL && 'SMTP_URL', !twilioSettings(config) && 'TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM'].filter(Boolean);
  if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join(' and ')} required in production`);
}

/** The dev pages show every reset link and code: a production service must not start with them. */
export function assertDevPagesAllowed(config: NotificationConfig): void {
  if (config.NODE_ENV === 'production' && config.DEV_PAGES === 'on') {
    throw new Error('Invalid configuration: DEV_PAGES=on is not allowed in production (the dev pages show every reset link and code)');
  }
}
