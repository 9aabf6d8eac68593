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

/** The sealed fields to open, by name, or every one. */
export type FieldsToOpen = readonly string[] | 'all';

export class SealedFieldOpener {
  constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
    private readonly localVault: { service: string; vault: PersonalDataVault },
  ) {}

  /**
   * Returns `data` with its sealed top-level fields opened (null when erased): those named in `fields`,
   * or every one (`'all'`). The others stay sealed and are never sent to their owner.
   */
  async open(data: Record<string, unknown>, fields: FieldsToOpen): Promise<Record<string, unknown>> {
    return (await this.openAll([data], fields))[0];
  }

  /** `open` for several events' data at once: one request to each owner (in parts, for large ones). */
  async openAll(data: readonly Record<string, unknown>[], fields: FieldsToOpen): Promise<Record<string, unknown>[]> {
    const byOwner = new Map<string, SealedField[]>();
    data.forEach((one, index) => {
      for (const [field, value] of Object.entries(one)) {
        if (!isSealed(value) || (fields !== 'all' && !fields.includes(field))) continue;
        const owner = value.$sealed.s;
        if (!byOwner.has(owner)) byOwner.set(owner, []);
        byOwner.get(owner)!.push({ index, field, value });
      }
    });
    const opened = data.map((one) => ({ ...one }));
    for (const [owner, sealed] of byOwner) {
      for (const part of requestParts(sealed)) {
        const values = await this.openFrom(
          owner,
          part.map(({ value }) => value),
        );
        part.forEach(({ index, field }, i) => (opened[index][field] = values[i]));
      }
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

/** A sealed field of the `index`-th data given to `SealedFieldOpener.openAll`. */
interface SealedField {
  index: number;
  field: string;
  value: SealedValue;
}

/** Ciphertext (base64) sent in one request: well under NATS' 1 MB payload, with the answer's (plain, so shorter) alike. */
const REQUEST_CIPHERTEXT = 256 * 1024;

/** The sealed fields in requests of at most REQUEST_CIPHERTEXT each (a larger one alone). */
function requestParts(sealed: readonly SealedField[]): SealedField[][] {
  const parts: SealedField[][] = [];
  let size = Infinity;
  for (const field of sealed) {
    const length = field.value.$sealed.v.length;
    if (size + length > REQUEST_CIPHERTEXT) {
      parts.push([]);
      size = 0;
    }
    parts[parts.length - 1].push(field);
    size += length;
  }
  return parts;
}
