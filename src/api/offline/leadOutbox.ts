import { apiBaseUrl } from '../baseUrl';
import { SITE_LOCALE } from '../siteLocale';
import { type LeadDraft, oldestFirst, type SavedLead, savedLead } from './savedLeads';

// The lead outbox on the phone (issue 29): one IndexedDB database with one object store of saved leads
// (savedLeads.ts), by id. Plain IndexedDB, no library: three operations, each in a connection of its own that
// is closed at once, so a newer deploy's version change never waits on an open page. Uses only `indexedDB`,
// so the service worker imports it as the page does. Nothing is created until a lead is saved.

const DATABASE = 'sunshine-offline';
const VERSION = 1;
const STORE = 'leads';

/** The outbox as its senders use it; tests pass one kept in memory. */
export interface LeadOutboxStore {
  /** Adds the lead, or replaces the one with its id. */
  put(lead: SavedLead): Promise<void>;
  /** Every lead, oldest first. */
  list(): Promise<SavedLead[]>;
  remove(id: string): Promise<void>;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DATABASE, VERSION);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) {
      opening.result.createObjectStore(STORE, { keyPath: 'id' });
    }
  };
  return settled(opening);
}

/** Runs one request in a transaction and resolves once the transaction committed (a write is then durable). */
async function inStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase(factory);
  try {
    const transaction = database.transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('the outbox transaction was aborted'));
    });
    const [result] = await Promise.all([settled(work(transaction.objectStore(STORE))), committed]);
    return result;
  } finally {
    database.close();
  }
}

function noIndexedDb(): Promise<never> {
  return Promise.reject(new Error('this browser keeps no IndexedDB here (private mode?)'));
}

/** The outbox in `factory` (the browser's or the worker's `indexedDB`). */
export function openLeadOutbox(factory: IDBFactory | undefined = globalThis.indexedDB): LeadOutboxStore {
  if (factory === undefined) return { put: noIndexedDb, list: noIndexedDb, remove: noIndexedDb };
  return {
    put: async (lead) => {
      await inStore(factory, 'readwrite', (store) => store.put(lead));
    },
    list: async () => oldestFirst(await inStore(factory, 'readonly', (store) => store.getAll())),
    remove: async (id) => {
      await inStore(factory, 'readwrite', (store) => store.delete(id));
    },
  };
}

/**
 * Whether the outbox may hold something, without creating it for a visitor who never saved a lead: false
 * only when the browser lists its databases and ours is not among them.
 */
export async function mayHoldLeads(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (factory === undefined) return false;
  if (typeof factory.databases !== 'function') return true;
  const databases = await factory.databases();
  return databases.some((database) => database.name === DATABASE);
}

/** Keeps what a form drafted (its calls under the build's API base); rejects when the phone cannot store it. */
export async function saveLeadDraft(
  draft: LeadDraft,
  store: LeadOutboxStore = openLeadOutbox(),
  now: number = Date.now(),
): Promise<void> {
  await store.put(savedLead(draft, apiBaseUrl(), now, SITE_LOCALE));
}
