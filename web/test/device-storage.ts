/** Every value a stored record holds, its bytes read as text too (what a copy of the browser's storage shows). */
function textsOf(value: unknown): string[] {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    return [new TextDecoder().decode(bytes), String.fromCharCode(...bytes)];
  }
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [String(value)];
}

async function indexedDbTexts(): Promise<{ where: string; texts: string[] }[]> {
  const found: { where: string; texts: string[] }[] = [];
  for (const { name } of await indexedDB.databases()) {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`));
    });
    for (const store of Array.from(database.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name}/${store} was not read`));
      });
      found.push({ where: `IndexedDB ${name}/${store}`, texts: records.flatMap(textsOf) });
    }
    database.close();
  }
  return found;
}

const storageTexts = (name: string, storage: Storage) => ({ where: name, texts: Object.keys(storage).flatMap((key) => [key, storage.getItem(key) ?? '']) });

/** Where the device's storage (IndexedDB, localStorage, sessionStorage) holds `text` in plain form. */
export async function storedPlainly(text: string): Promise<string[]> {
  const places = [...(await indexedDbTexts()), storageTexts('localStorage', localStorage), storageTexts('sessionStorage', sessionStorage)];
  return places.filter(({ texts }) => texts.some((stored) => stored.includes(text))).map(({ where }) => where);
}
