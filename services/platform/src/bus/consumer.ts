import type { Kysely } from 'kysely';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { serviceSubjects, streamNameOf, subjectOf } from '@app/contracts';
import { platformTablesOf, type PlatformDatabase } from '../db/platform-database.js';
import { isTransactionConflict } from '../db/unavailable.js';
import { reasonOf, recordDeadLetter } from '../dead-letters/dead-letter-store.js';
import type { Logger } from '../logger.js';
import type { FieldsToOpen, SealedFieldOpener } from '../personal-data/remote-vault.js';
import type { BusMessage } from './bus-message.js';
import { ensureServiceStream, nanos } from './nats.js';
import { isDependencyUnavailable } from './unavailable.js';

/** A reaction to another service's events, writing to this service's database (`Db`). */
export interface EventHandlerDefinition<Db extends PlatformDatabase = PlatformDatabase> {
  /** Durable consumer name; also the inbox and dead-letter key. */
  name: string;
  /** The service whose events this handler reacts to. */
  source: string;
  /** Event types to receive (all of the source's events when omitted). */
  types?: readonly string[];
  /**
   * The stream type every one of `types` is appended to (`template` for `template-{id}` streams), if
   * they share one: on a NATS without multi-subject filters (before 2.10), JetStream then delivers only
   * that stream type's events rather than all of the source's.
   */
  streamType?: string;
  /**
   * The sealed fields (personal data) this handler needs opened by their owner; the others reach it
   * still sealed, so a service never sees personal data it has no use for. `'all'`: every one (a
   * handler that keeps or sends the whole of it). Required, so that each handler decides.
   */
  opens: FieldsToOpen;
  /**
   * Deliveries of an event its handler fails on (or whose sealed fields its owner cannot open)
   * before it goes to `dead_letters`. A dependency being down (Postgres, NATS, the owner of sealed
   * fields) spends none of them.
   */
  maxDeliver?: number;
  ackWaitMs?: number;
  /** Writes through `trx` commit together with the inbox row: a redelivered event is skipped. */
  handle?(event: BusMessage, trx: Kysely<Db>): Promise<void>;
  /** Handles several events at once (say, one multi-row upsert); used instead of `handle` when given. */
  handleBatch?(events: BusMessage[], trx: Kysely<Db>): Promise<void>;
}

interface Delivery {
  message: JsMsg;
  event: BusMessage;
}

const BATCH = 500;
/** How long a consumer under load waits for more events before it handles a batch. */
const GATHER_MS = 100;
const MAX_RETRY_PAUSE_MS = 5_000;

/**
 * A durable JetStream pull consumer applying events exactly once to this service's database:
 * each handler runs in a transaction that also records the event id in `inbox`; the ack follows
 * the commit. A batch of deliveries shares one transaction; if any handler fails, the batch is
 * rolled back and replayed one event per transaction, so only the failing one is retried.
 * Handlers with side effects outside the transaction (sending mail) must tolerate a replay.
 *
 * Nothing leaves JetStream unrecorded: its redelivery is unlimited, and only this class ends a
 * message, by acking it after the handler's commit or by terminating it after the commit of its
 * `dead_letters` row (once a handler failed on `maxDeliver` deliveries). A dependency that is down
 * is waited for here: the messages stay held (JetStream hears they are in work) and are retried
 * with back-off, so an outage never counts as a delivery; nor does a transaction Postgres aborted
 * for colliding with another (a deadlock), which is run again.
 */
export class EventConsumer<Db extends PlatformDatabase = PlatformDatabase> {
  private running = false;
  private messages?: ConsumerMessages;
  private readonly queue: JsMsg[] = [];
  /** Received and not yet acked, nak'ed or terminated. */
  private readonly held = new Set<JsMsg>();
  private heartbeat?: NodeJS.Timeout;
  private kick?: () => void;
  private interruptPause?: () => void;
  private loops: Promise<void>[] = [];
  /** Messages this process received, and how many of them were redeliveries (for the service's metrics). */
  readonly deliveries = { received: 0, redelivered: 0 };

  constructor(
    private readonly db: Kysely<Db>,
    private readonly nc: NatsConnection,
    private readonly opener: SealedFieldOpener,
    private readonly prefix: string,
    private readonly definition: EventHandlerDefinition<Db>,
    private readonly logger: Logger,
    /** Replicas of the source's stream, should this consumer be the one to create it (`BUS_STREAM_REPLICAS`). */
    private readonly streamReplicas = 1,
  ) {
    if (!definition.handle && !definition.handleBatch) throw new Error(`Consumer ${definition.name} has no handler`);
  }

  get name() {
    return this.definition.name;
  }

  /** The service whose events this consumer takes. */
  get source() {
    return this.definition.source;
  }

  get maxDeliver() {
    return this.definition.maxDeliver ?? 5;
  }

  private get ackWaitMs() {
    return this.definition.ackWaitMs ?? 30_000;
  }

  async start(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    const stream = await ensureServiceStream(jsm, this.prefix, this.definition.source, { replicas: this.streamReplicas });
    const config = {
      durable_name: this.definition.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      // Unlimited: at its limit JetStream would drop a message silently (a crash or a lost
      // nak at the last delivery); `maxDeliver` is counted here, ending in a dead letter.
      max_deliver: -1,
      // Room above the pull size, or a pull never fits while a message awaits redelivery.
      max_ack_pending: BATCH * 4,
      ack_wait: nanos(this.ackWaitMs),
      ...this.filter(),
    };
    try {
      await jsm.consumers.add(stream, config);
    } catch {
      await jsm.consumers.update(stream, this.definition.name, config);
    }
    const consumer = await jetstream(this.nc).consumers.get(streamNameOf(this.prefix, this.definition.source), this.definition.name);
    this.messages = await consumer.consume({ max_messages: BATCH * 2 });
    this.running = true;
    // Held messages are in work: without this, JetStream would deliver them again after ack_wait.
    this.heartbeat = setInterval(() => this.held.forEach(tellWorking), this.ackWaitMs / 3);
    this.loops = [this.receive(this.messages), this.process()];
  }

  /** Stops; messages still held go back to JetStream after ack_wait (to this consumer's next run). */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.heartbeat);
    await this.messages?.close().catch(() => undefined);
    this.kick?.();
    this.interruptPause?.();
    await Promise.all(this.loops);
  }

  private async receive(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      this.deliveries.received++;
      if (message.info.deliveryCount > 1) this.deliveries.redelivered++;
      this.held.add(message);
      this.queue.push(message);
      this.kick?.();
    }
  }

  private async process(): Promise<void> {
    let loaded = false;
    while (this.running) {
      if (this.queue.length === 0) {
        await new Promise<void>((resolve) => (this.kick = resolve));
        continue;
      }
      // Under load (events came while the last batch was handled), wait a moment for more: a batch shares
      // one transaction (and, with `handleBatch`, its statements), so an event in it costs a fraction of
      // one alone. Idle, an event is handled at once.
      if (loaded && this.queue.length < BATCH) await this.pause(GATHER_MS);
      await this.work(this.queue.splice(0, BATCH));
      loaded = this.queue.length > 0;
    }
  }

  /** Handles the messages until each is settled, waiting out any dependency that is down. */
  private async work(messages: JsMsg[]): Promise<void> {
    for (let attempt = 0; this.running; attempt++) {
      const unsettled = messages.filter((message) => this.held.has(message));
      if (unsettled.length === 0) return;
      try {
        await this.handleBatch(unsettled);
        if (attempt > 0) this.logger.info({ consumer: this.name }, 'consumer: handling again');
      } catch (error) {
        const unavailable = isDependencyUnavailable(error);
        const log = { consumer: this.name, err: reasonOf(error) };
        if (isTransactionConflict(error)) this.logger.info(log, 'consumer: collided with another transaction, handling again');
        else if (attempt === 0 || !unavailable) {
          if (unavailable) this.logger.warn(log, 'consumer: a dependency is unavailable, holding the events and retrying');
          else this.logger.error(log, 'consumer: unexpected failure, holding the events and retrying');
        }
        await this.pause(Math.min(MAX_RETRY_PAUSE_MS, 250 * 2 ** attempt));
      }
    }
  }

  /** Settles every message, or throws (a dependency down) leaving the rest held for a retry. */
  private async handleBatch(batch: JsMsg[]): Promise<void> {
    const received: Delivery[] = [];
    for (const message of batch) {
      const event = busMessageOf(message);
      if (!event) {
        await this.fail(message, undefined, 'Not a bus message (not JSON)');
        continue;
      }
      if (!this.wants(event.type)) {
        this.settle(message, (m) => m.ack()); // not ours: no inbox row, and its sealed fields stay closed
        continue;
      }
      received.push({ message, event });
    }
    const deliveries = await this.opened(received);
    if (deliveries.length > 1) {
      try {
        await this.db.transaction().execute(async (trx) => {
          const fresh = await this.claim(
            trx,
            deliveries.map((d) => d.event),
          );
          await this.apply(
            deliveries.filter((d) => fresh.has(d.event.metadata.eventId)).map((d) => d.event),
            trx,
          );
        });
        deliveries.forEach((d) => this.settle(d.message, (m) => m.ack()));
        return;
      } catch (error) {
        if (isDependencyUnavailable(error)) throw error;
        // One of them failed: handle each on its own, so only that one is retried.
      }
    }
    for (const { message, event } of deliveries) {
      try {
        await this.db.transaction().execute(async (trx) => {
          if ((await this.claim(trx, [event])).size > 0) await this.apply([event], trx);
        });
        this.settle(message, (m) => m.ack());
      } catch (error) {
        // Neither an outage nor a collision with another transaction (another instance's batch) is the event's fault.
        if (isDependencyUnavailable(error) || isTransactionConflict(error)) throw error;
        await this.fail(message, event, reasonOf(error));
      }
    }
  }

  /**
   * The deliveries with their events' sealed fields opened, all in one go (a request to each owner);
   * should that fail, one by one, so that only an event that cannot be opened fails.
   */
  private async opened(received: Delivery[]): Promise<Delivery[]> {
    if (received.length > 1) {
      try {
        const data = await this.opener.openAll(
          received.map(({ event }) => event.data),
          this.definition.opens,
        );
        return received.map(({ message, event }, i) => ({ message, event: { ...event, data: data[i] } }));
      } catch (error) {
        if (isDependencyUnavailable(error)) throw error;
      }
    }
    const deliveries: Delivery[] = [];
    for (const { message, event } of received) {
      try {
        deliveries.push({ message, event: await this.open(event) });
      } catch (error) {
        if (isDependencyUnavailable(error)) throw error;
        await this.fail(message, event, reasonOf(error));
      }
    }
    return deliveries;
  }

  /** The event with its sealed fields opened (by their owner; null once erased). */
  async open(event: BusMessage): Promise<BusMessage> {
    return { ...event, data: await this.opener.open(event.data, this.definition.opens) };
  }

  /**
   * Handles a dead-lettered event again in `trx` (which also removes its dead letter): the inbox
   * row its dead-lettering left is replaced by the handler's own, as for a first delivery.
   */
  async handleAgain(event: BusMessage, trx: Kysely<Db>): Promise<void> {
    await platformTablesOf(trx).deleteFrom('inbox').where('consumer', '=', this.name).where('event_id', '=', event.metadata.eventId).execute();
    await this.claim(trx, [event]);
    await this.apply([event], trx);
  }

  private async apply(events: BusMessage[], trx: Kysely<Db>): Promise<void> {
    if (events.length === 0) return;
    if (this.definition.handleBatch) return this.definition.handleBatch(events, trx);
    for (const event of events) await this.definition.handle!(event, trx);
  }

  /**
   * The subjects JetStream delivers: those of the types the handler takes. Several need NATS 2.10's
   * `filter_subjects`; before it, one filter: of the handler's stream type if it names one, else all of
   * the source's, whose other types are then acked unhandled. The other key is always given, unset: an
   * update merges into the consumer's stored config, and the server refuses a config with both.
   */
  private filter(): { filter_subject?: string; filter_subjects?: string[] } {
    const { source, types, streamType = '*' } = this.definition;
    const one = (subject: string) => ({ filter_subject: subject, filter_subjects: undefined });
    if (!types) return one(serviceSubjects(this.prefix, source));
    const subjects = types.map((type) => subjectOf(this.prefix, source, streamType, type));
    if (subjects.length === 1) return one(subjects[0]);
    if (hasMultipleFilters(this.nc)) return { filter_subject: undefined, filter_subjects: subjects };
    return one(streamType === '*' ? serviceSubjects(this.prefix, source) : subjectOf(this.prefix, source, streamType, '*'));
  }

  private wants(type: string): boolean {
    return !this.definition.types || this.definition.types.includes(type);
  }

  /** Inserts inbox rows; returns the ids not handled (nor dead-lettered) before. */
  private async claim(trx: Kysely<Db>, events: BusMessage[]): Promise<Set<string>> {
    const rows = await platformTablesOf(trx)
      .insertInto('inbox')
      .values(events.map((event) => ({ consumer: this.name, event_id: event.metadata.eventId })))
      .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
      .returning('event_id')
      .execute();
    return new Set(rows.map((r: { event_id: string }) => r.event_id));
  }

  /**
   * A handler failure: JetStream delivers the event again after a back-off, until the
   * `maxDeliver`-th delivery, which records a dead letter (with the inbox row, so a redelivery
   * after a lost `term` skips it) before the message ends. A failure to record it throws: the
   * message stays held and is retried.
   */
  private async fail(message: JsMsg, event: BusMessage | undefined, reason: string): Promise<void> {
    const deliveries = message.info.deliveryCount;
    if (deliveries < this.maxDeliver) {
      this.settle(message, (m) => m.nak(Math.min(30_000, 200 * 2 ** deliveries)));
      return;
    }
    const eventId = event?.metadata.eventId ?? message.headers?.get('Nats-Msg-Id') ?? `${message.info.stream}:${message.seq}`;
    const recorded = await this.db.transaction().execute(async (trx) => {
      if (event && (await this.claim(trx, [event])).size === 0) return false; // handled meanwhile
      await recordDeadLetter(platformTablesOf(trx), {
        consumer: this.name,
        eventId,
        subject: message.subject,
        // As received: sealed fields stay sealed. Not JSON: kept as a JSON string.
        payload: event ? message.string() : JSON.stringify(message.string()),
        error: reason,
        deliveries,
      });
      return true;
    });
    if (!recorded) return this.settle(message, (m) => m.ack());
    this.logger.error({ consumer: this.name, eventId, type: event?.type }, 'consumer: event dead-lettered');
    this.settle(message, (m) => m.term());
  }

  private settle(message: JsMsg, outcome: (message: JsMsg) => void): void {
    this.held.delete(message);
    outcome(message);
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.interruptPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

function busMessageOf(message: JsMsg): BusMessage | undefined {
  try {
    return message.json<BusMessage>();
  } catch {
    return undefined;
  }
}

/** Whether the server takes a consumer filtering several subjects (NATS 2.10 and later). */
function hasMultipleFilters(nc: NatsConnection): boolean {
  const [major = 0, minor = 0] = (nc.info?.version ?? '').split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 10);
}

function tellWorking(message: JsMsg): void {
  try {
    message.working();
  } catch {
    // The connection is closed (stopping): nothing to tell any more.
  }
}
