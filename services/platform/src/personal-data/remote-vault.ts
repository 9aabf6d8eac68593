import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { vaultSubjectOf } from '@app/contracts';
import { DependencyUnavailableError, isBusUnavailable } from '../bus/unavailable.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { isSealed, type PersonalDataVault, type SealedValue } from './vault.js';

/** The owner's answer when its own database is down: ask again later. */
const UNAVAILABLE = 'unavailable';

/**
 * Sealed fields travel on the bus as ciphertext. A consumer asks the owning service to open them
 * (NATS request/reply); once the owner erased the person, the answer is null everywhere.
 */
export class VaultResponder {
  private subscription?: Subscription;

  constructor(
    private readonly nc: NatsConnection,
    private readonly vault: PersonalDataVault,
    private readonly prefix: string,
    private readonly service: string,
  ) {}

  start(): void {
    this.subscription = this.nc.subscribe(vaultSubjectOf(this.prefix, this.service), {
      queue: 'vault',
      callback: (error, message) => {
        if (error) return;
        const answer = async () => {
          try {
            const { values } = message.json<{ values: SealedValue[] }>();
            return { values: await this.vault.open(values.filter(isSealed)) };
          } catch (error) {
            return { error: isDatabaseUnavailable(error) ? UNAVAILABLE : 'unable to open' };
          }
        };
        void answer()
          .then((body) => message.respond(JSON.stringify(body)))
          .catch(() => undefined); // the connection closed meanwhile: the requester times out and asks again
      },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }
}

export class SealedFieldOpener {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly localVault: { service: string; vault: PersonalDataVault },
  ) {}

  /**
   * Returns `data` with its sealed top-level fields opened (null when erased): those named in `fields`,
   * or every one when `fields` is omitted. The others stay sealed and are never sent to their owner.
   */
  async open(data: Record<string, unknown>, fields?: readonly string[]): Promise<Record<string, unknown>> {
    const sealed = Object.entries(data).filter(([field, v]) => isSealed(v) && (!fields || fields.includes(field))) as [string, SealedValue][];
    if (sealed.length === 0) return data;
    const byOwner = new Map<string, [string, SealedValue][]>();
    for (const entry of sealed) byOwner.set(entry[1].$sealed.s, [...(byOwner.get(entry[1].$sealed.s) ?? []), entry]);
    const opened = { ...data };
    for (const [owner, entries] of byOwner) {
      const values = await this.openFrom(owner, entries.map(([, v]) => v));
      entries.forEach(([field], i) => (opened[field] = values[i]));
    }
    return opened;
  }

  private async openFrom(owner: string, values: SealedValue[]): Promise<unknown[]> {
    if (owner === this.localVault.service) return this.localVault.vault.open(values);
    const reply = await this.nc.request(vaultSubjectOf(this.prefix, owner), JSON.stringify({ values }), { timeout: 5_000 }).catch((error) => {
      throw isBusUnavailable(error) ? new DependencyUnavailableError(`the ${owner} service`, `The ${owner} service did not answer: ${(error as Error).message}`) : error;
    });
    const answer = reply.json<{ values?: unknown[]; error?: string }>();
    if (answer.error === UNAVAILABLE) throw new DependencyUnavailableError(`the ${owner} service`, `The ${owner} service cannot reach its database`);
    if (!answer.values) throw new Error(`The ${owner} service could not open sealed fields`);
    return answer.values;
  }
}
