import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { vaultSubjectOf } from '@app/contracts';
import { answerRequests, askService } from '../bus/service-requests.js';
import { isSealed, type PersonalDataVault, type SealedValue } from './vault.js';

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
    this.subscription = answerRequests(this.nc, vaultSubjectOf(this.prefix, this.service), 'vault', 'unable to open', async (message) => {
      const { values } = message.json<{ values: SealedValue[] }>();
      return { values: await this.vault.open(values.filter(isSealed)) };
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
    const answer = await askService<{ values?: unknown[] }>(this.nc, vaultSubjectOf(this.prefix, owner), { values }, owner, 5_000);
    if (!answer.values) throw new Error(`The ${owner} service could not open sealed fields`);
    return answer.values;
  }
}
