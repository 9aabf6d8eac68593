import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DEFAULT_LANGUAGE, type Answers, type Form, type Language } from '@app/contracts';
import { newSealingKey, seal, unseal, type Sealed } from './sealing';

/**
 * The device's store of checked-out clients (IndexedDB, shared by the pages and the service worker): for
 * each, everything the form needs offline, sealed (./sealing) under a key made at check-out. The key is
 * non-extractable and stored beside the record, so the answers stay readable whatever becomes of the
 * session; it goes with the record at check-in.
 */
export interface DeviceForm {
  clientName: string;
  form: Form;
  /** Complete Survey was pressed on the device: the check-in finalizes the form. */
  finalized: boolean;
}

interface StoredCheckout extends Sealed {
  clientId: string;
  formId: string;
  checkOutId: string;
  checkedOutAt: number;
  key: CryptoKey;
}

/** A checked-out client as the My Offline Clients table lists it. */
export interface CheckoutSummary {
  clientId: string;
  formId: string;
  /** The page Proctor Questionnaire opens. */
  firstPageId: string | null;
  name: string;
  checkedOutAt: number;
}

interface CheckoutsDb extends DBSchema {
  checkouts: { key: string; value: StoredCheckout; indexes: { formId: string } };
}

const DB_NAME = 'mitigation-survey-offline';
let opened: Promise<IDBPDatabase<CheckoutsDb>> | undefined;

function db(): Promise<IDBPDatabase<CheckoutsDb>> {
  opened ??= openDB<CheckoutsDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('checkouts', { keyPath: 'clientId' }).createIndex('formId', 'formId', { unique: true });
    },
  });
  return opened;
}

const open = (stored: StoredCheckout): Promise<DeviceForm> => unseal<DeviceForm>(stored.key, stored);

/** Changes in this context, one after another (each reads, changes and writes the whole record). */
let changes: Promise<unknown> = Promise.resolve();

const nameOf = (form: Form) => [form.firstName, form.lastName].filter(Boolean).join(' ');

async function changeNow(formId: string, apply: (form: DeviceForm) => void): Promise<void> {
  const database = await db();
  const stored = await database.getFromIndex('checkouts', 'formId', formId);
  if (!stored) throw new Error('This client is not checked out on this device.');
  const current = await open(stored);
  apply(current);
  // Sealing is asynchronous, so it happens outside the write transaction, which would close meanwhile.
  const resealed = await seal(stored.key, current);
  await database.put('checkouts', { ...stored, ...resealed });
}

export const deviceCheckouts = {
  /** Opens the store ahead of the first form page (on the landing): a device without it creates it, which takes a moment. */
  prepare(): void {
    // A browser without IndexedDB throws at once; the form page then says so itself.
    Promise.resolve()
      .then(db)
      .catch(() => undefined);
  },
  /** Keeps a check-out's form on the device under a new key. */
  async add(clientId: string, checkOutId: string, form: Form, now = Date.now()): Promise<void> {
    const key = await newSealingKey();
    const stored = { clientId, formId: form.id, checkOutId, checkedOutAt: now, key, ...(await seal(key, { clientName: nameOf(form), form, finalized: false })) };
    await (await db()).put('checkouts', stored);
  },

  async list(): Promise<CheckoutSummary[]> {
    const all = await (await db()).getAll('checkouts');
    return Promise.all(
      all.map(async (stored) => {
        const { clientName, form } = await open(stored);
        return { clientId: stored.clientId, formId: stored.formId, firstPageId: form.pages?.[0]?.id ?? null, checkedOutAt: stored.checkedOutAt, name: clientName };
      }),
    );
  },

  /** The check-out of a client, opened: its id, form and answers. */
  async ofClient(clientId: string): Promise<(DeviceForm & { checkOutId: string }) | undefined> {
    const stored = await (await db()).get('checkouts', clientId);
    return stored && { ...(await open(stored)), checkOutId: stored.checkOutId };
  },

  /** The form with its answers as the device holds them, if it is checked out here. */
  async form(formId: string): Promise<DeviceForm | undefined> {
    const stored = await (await db()).getFromIndex('checkouts', 'formId', formId);
    return stored && open(stored);
  },

  /** Writes a change to the form as the device holds it (one at a time: a read, the change, a write). */
  change(formId: string, apply: (form: DeviceForm) => void): Promise<void> {
    const next = changes.then(() => changeNow(formId, apply));
    changes = next.catch(() => undefined);
    return next;
  },

  /** The page's answers as the client typed them on this device, and the language of the screens they typed on. */
  async saveAnswers(formId: string, answerSetId: string, answers: Answers, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    await deviceCheckouts.change(formId, ({ form }) => {
      const page = form.pages?.find((candidate) => candidate.answerSetId === answerSetId);
      if (!page?.answerSet) throw new Error('This page is not part of the checked-out form.');
      page.answerSet.answers = answers;
      page.answerSet.language = language;
    });
  },

  async remove(clientId: string): Promise<void> {
    await (await db()).delete('checkouts', clientId);
  },
};
