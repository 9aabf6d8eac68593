import { sql, type Kysely } from 'kysely';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import type { Logger } from '../logger.js';
import type { SealedFieldOpener } from '../personal-data/remote-vault.js';
import type { BusMessage } from './bus-message.js';
import { ensureServiceStream, nanos } from './nats.js';

export interface EventHandlerDefinition {
  /** Durable consumer name; also the inbox and dead-letter key. */
  name: string;
  /** The service whose events this handler reacts to. */
  source: string;
  /** Event types to receive (all of the source's events when omitted). */
  types?: readonly string[];
  /** Deliveries before a failing event goes to `dead_letters`. */
  maxDeliver?: number;
  ackWaitMs?: number;
  /** Writes through `trx` commit together with the inbox row: a redelivered event is skipped. */
  handle?(event: BusMessage, trx: Kysely<any>): Promise<void>;
  /** Handles several events at once (say, one multi-row upsert); used instead of `handle` when given. */
  handleBatch?(events: BusMessage[], trx: Kysely<any>): Promise<void>;
}

interface Delivery {
  message: JsMsg;
  event: BusMessage;
}

const BATCH = 500;

/**
 * A durable JetStream pull consumer applying events exactly once to this service's database:
 * each handler runs in a transaction that also records the event id in `inbox`; the ack follows
 * the commit. A batch of deliveries shares one transaction; if any handler fails, the batch is
 * rolled back and replayed one event per transaction, so only the failing one is retried.
 * Handlers with side effects outside the transaction (sending mail) must tolerate a replay.
 */
export class EventConsumer {
  private running = false;
  private messages?: ConsumerMessages;
  private readonly queue: JsMsg[] = [];
  private kick?: () => void;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly db: Kysely<any>,
    private readonly nc: NatsConnection,
    private readonly opener: SealedFieldOpener,
    private readonly prefix: string,
    private readonly definition: EventHandlerDefinition,
    private readonly logger: Logger,
  ) {
    if (!definition.handle && !definition.handleBatch) throw new Error(`Consumer ${definition.name} has no handler`);
  }

  get maxDeliver() {
    return this.definition.maxDeliver ?? 5;
  }

  async start(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    const stream = await ensureServiceStream(jsm, this.prefix, this.definition.source);
    // One filter subject (multi-subject filters need NATS 2.10); other types are acked unhandled.
    const config = {
      durable_name: this.definition.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: this.maxDeliver,
      // Room above the pull size, or a pull never fits while a message awaits redelivery.
      max_ack_pending: BATCH * 4,
      ack_wait: nanos(this.definition.ackWaitMs ?? 30_000),
      filter_subject: `${this.prefix}.${this.definition.source}.>`,
    };
    try {
      await jsm.consumers.add(stream, config);
    } catch {
      await jsm.consumers.update(stream, this.definition.name, config);
    }
    const consumer = await jetstream(this.nc).consumers.get(streamNameOf(this.prefix, this.definition.source), this.definition.name);
    this.messages = await consumer.consume({ max_messages: BATCH * 2 });
    this.running = true;
    this.loops = [this.receive(this.messages), this.process()];
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.messages?.close().catch(() => undefined);
    this.kick?.();
    await Promise.all(this.loops);
  }

  private async receive(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      this.queue.push(message);
      this.kick?.();
    }
  }

  private async process(): Promise<void> {
    while (this.running) {
      if (this.queue.length === 0) {
        await new Promise<void>((resolve) => (this.kick = resolve));
        continue;
      }
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.handleBatch(batch);
      } catch (error) {
        this.logger.warn({ consumer: this.definition.name, err: (error as Error).message }, 'consumer: batch failed, redelivering');
        batch.forEach((m) => m.nak(1_000));
      }
    }
  }

  private async handleBatch(batch: JsMsg[]): Promise<void> {
    const deliveries: Delivery[] = [];
    for (const message of batch) {
      const event = message.json<BusMessage>();
      if (!this.wants(event.type)) {
        message.ack(); // not ours: no inbox row, and its sealed fields stay closed
        continue;
      }
      deliveries.push({ message, event: { ...event, data: await this.opener.open(event.data) } });
    }
    if (deliveries.length === 0) return;
    try {
      await this.db.transaction().execute(async (trx) => {
        const fresh = await this.claim(trx, deliveries);
        await this.apply(deliveries.filter((d) => fresh.has(d.event.metadata.eventId)).map((d) => d.event), trx);
      });
      deliveries.forEach((d) => d.message.ack());
    } catch {
      await this.handleOneByOne(deliveries);
    }
  }

  private async apply(events: BusMessage[], trx: Kysely<any>): Promise<void> {
    if (events.length === 0) return;
    if (this.definition.handleBatch) return this.definition.handleBatch(events, trx);
    for (const event of events) await this.definition.handle!(event, trx);
  }

  private wants(type: string): boolean {
    return !this.definition.types || this.definition.types.includes(type);
  }

  /** Inserts inbox rows; returns the ids not handled before. */
  private async claim(trx: Kysely<any>, deliveries: Delivery[]): Promise<Set<string>> {
    const rows = await trx
      .insertInto('inbox')
      .values(deliveries.map((d) => ({ consumer: this.definition.name, event_id: d.event.metadata.eventId })))
      .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
      .returning('event_id')
      .execute();
    return new Set(rows.map((r: { event_id: string }) => r.event_id));
  }

  private async handleOneByOne(deliveries: Delivery[]): Promise<void> {
    for (const delivery of deliveries) {
      try {
        await this.db.transaction().execute(async (trx) => {
          if ((await this.claim(trx, [delivery])).size > 0) await this.apply([delivery.event], trx);
        });
        delivery.message.ack();
      } catch (error) {
        await this.fail(delivery, error as Error);
      }
    }
  }

  private async fail({ message, event }: Delivery, error: Error): Promise<void> {
    const deliveries = message.info.deliveryCount;
    if (deliveries < this.maxDeliver) {
      message.nak(Math.min(30_000, 200 * 2 ** deliveries));
      return;
    }
    this.logger.error({ consumer: this.definition.name, eventId: event.metadata.eventId, type: event.type }, 'consumer: event dead-lettered');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('dead_letters')
        .values({
          consumer: this.definition.name,
          event_id: event.metadata.eventId,
          subject: message.subject,
          payload: sql`${message.string()}::jsonb`,
          error: error.message.slice(0, 2_000),
          deliveries,
        })
        .execute();
    });
    message.term();
  }
}
