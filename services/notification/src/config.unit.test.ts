import { loadConfig, PlatformConfigSchema } from '@app/platform';
import { assertDevPagesAllowed, assertProductionTransports, NotificationConfigSchema, twilioSettings, type NotificationConfig } from './config.js';

const load = (env: Record<string, string>) =>
  loadConfig(PlatformConfigSchema.extend(NotificationConfigSchema.shape), { DATABASE_URL: 'postgres://db/x', ...env }) as NotificationConfig;

describe('notification configuration', () => {
  it('has local defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      PUBLIC_URL: 'http://localhost:8080',
      MAIL_FROM: 'Mitigation Survey <no-reply@localhost>',
      LOCAL_SMTP_PORT: 2525,
      SEND_ATTEMPTS: 3,
      SEND_RETRY_DELAY_SECONDS: 5,
      SEND_MAX_RETRY_DELAY_SECONDS: 300,
      REMINDER_JOB_CRON: '* * * * *',
      DEV_PAGES: 'off',
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(twilioSettings(config)).toBeUndefined();
  });

  it('reads empty variables as unset and refuses an SMTP_URL that is not smtp(s)', () => {
    expect(load({ SMTP_URL: '', TWILIO_FROM: '' }).SMTP_URL).toBeUndefined();
    expect(() => load({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL');
  });

  it('wants all three Twilio settings or none', () => {
    expect(() => twilioSettings(load({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }))).toThrow('go together');
    expect(twilioSettings(load({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' }))).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15005550006',
      apiBaseUrl: undefined,
    });
  });

  it('refuses to use the local stand-ins in production', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006' };
    expect(() => assertProductionTransports(load({ NODE_ENV: 'production', ...twilio }))).toThrow('SMTP_URL');
    expect(() => assertProductionTransports(load({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:587' }))).toThrow('TWILIO');
    expect(() => assertProductionTransports(load({ NODE_ENV: 'production', SMTP_URL: 'smtp://relay:587', ...twilio }))).not.toThrow();
    expect(() => assertProductionTransports(load({}))).not.toThrow();
  });

  it('refuses DEV_PAGES=on in production, and any DEV_PAGES value but on and off', () => {
    expect(() => assertDevPagesAllowed(load({ NODE_ENV: 'production', DEV_PAGES: 'on' }))).toThrow('DEV_PAGES=on is not allowed in production');
    expect(() => assertDevPagesAllowed(load({ NODE_ENV: 'production' }))).not.toThrow();
    expect(() => assertDevPagesAllowed(load({ DEV_PAGES: 'on' }))).not.toThrow();
    expect(() => load({ DEV_PAGES: 'yes' })).toThrow('DEV_PAGES');
  });
});
