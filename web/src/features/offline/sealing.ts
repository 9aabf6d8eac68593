/**
 * What the device keeps of a person's answers is sealed: AES-GCM under a key WebCrypto makes
 * non-extractable (its bytes never reach script, so a copy of the browser's storage holds ciphertext and a
 * key handle, nothing readable). The key is kept in IndexedDB beside what it seals.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  sealed: ArrayBuffer;
}

export const newSealingKey = (): Promise<CryptoKey> => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { iv, sealed };
}

export async function unseal<Value>(key: CryptoKey, { iv, sealed }: Sealed): Promise<Value> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed);
  return JSON.parse(new TextDecoder().decode(plain)) as Value;
}
