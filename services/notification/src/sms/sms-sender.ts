import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import twilio from 'twilio';
import type { TwilioSettings } from '../config.js';
import type { SendResult } from '../messages/send-message.job.js';
import type { NotificationDatabase } from '../notification-database.js';

export interface OutgoingText {
  /** E.164 */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Where texts go (for logs). */
  readonly target: string;
  send(text: OutgoingText): Promise<SendResult>;
}

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The SDK's own HTTP client, sending to another base URL than https://api.twilio.com: a stand-in of
 * Twilio's REST API (tests, local mocks). The SDK builds every request as usual (paths, form body,
 * Basic auth); only the origin changes.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: URL,
    options: ConstructorParameters<typeof twilio.RequestClient>[0],
  ) {
    super(options);
  }

  override request<TData>(options: RequestOptions & { data?: TData }) {
    const uri = new URL(options.uri);
    const target = new URL(`${this.baseUrl.pathname.replace(/\/+$/, '')}${uri.pathname}${uri.search}`, this.baseUrl);
    return super.request<TData>({ ...options, uri: target.href });
  }
}

/** Texts through the official Twilio SDK: `client.messages.create({ to, from, body })`. */
export class TwilioSmsSender implements SmsSender {
  private readonly client: twilio.Twilio;
  readonly target: string;

  constructor(private readonly settings: TwilioSettings) {
    const clientOptions = { timeout: 15_000, keepAlive: false };
    this.client = twilio(settings.accountSid, settings.authToken, {
      ...clientOptions,
      ...(settings.apiBaseUrl ? { httpClient: new BaseUrlRequestClient(new URL(settings.apiBaseUrl), clientOptions) } : {}),
    });
    this.target = settings.apiBaseUrl ? `Twilio stand-in at ${settings.apiBaseUrl}` : 'Twilio';
  }

  async send({ to, body }: OutgoingText): Promise<SendResult> {
    // A messaging service (MG...) picks the sending number itself; otherwise TWILIO_FROM is the number.
    const sender = /^MG[0-9a-f]{32}$/i.test(this.settings.from) ? { messagingServiceSid: this.settings.from } : { from: this.settings.from };
    const message = await this.client.messages.create({ to, body, ...sender });
    return { providerMessageId: message.sid };
  }
}

/**
 * The stand-in for Twilio without credentials: texts are kept in `local_outbox` (the dev outbox pages
 * show them). Written on the service's pool, not in a handler's transaction, like a real send.
 */
export class LocalOutboxSmsSender implements SmsSender {
  readonly target = 'local outbox';

  constructor(private readonly db: Kysely<NotificationDatabase>) {}

  async send({ to, body }: OutgoingText): Promise<SendResult> {
    const id = randomUUID();
    await this.db.insertInto('local_outbox').values({ id, to, body }).execute();
    return { providerMessageId: id };
  }
}
