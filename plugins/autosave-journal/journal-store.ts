import type { ScenePatch } from '../../sdk/index.js';

/** What the journal knows of one scene's unsaved edits, beside the edits themselves. */
export interface JournalHead {
  /** `<user id>|<scene id>`: one journal per user and scene in this browser. */
  readonly key: string;
  readonly userId: string;
  readonly sceneId: string;
  readonly projectUuid: string;
  readonly sceneName: string;
  /** The saved version the edits were made on. */
  readonly baseVersion: number;
  /** How many changes are kept. */
  readonly count: number;
  /** Their size as JSON text, roughly what they hold in the store. */
  readonly bytes: number;
  /** When the last one was written (ms since epoch). */
  readonly updatedAt: number;
}

/** A journal as read back: the head and every change in the order it was applied. */
export interface StoredJournal {
  readonly head: JournalHead;
  readonly changes: readonly (readonly ScenePatch[])[];
}

/** Where journals are kept: IndexedDB in the browser (`openIndexedDbJournal`). */
export interface JournalStore {
  /** Write one more change and the head that counts it, together. */
  append(head: JournalHead, patches: readonly ScenePatch[]): Promise<void>;
  /** The journal under a key, or undefined. */
  read(key: string): Promise<StoredJournal | undefined>;
  /**
   * Forget a journal. The removal is queued behind earlier writes, and a page closed right after a save would never
   * run it, so the recorder first marks the journal cleared (`markCleared`): a journal whose last change is not newer
   * than its mark is stale. The mark goes once this removal has landed, unless a later clear has replaced it.
   */
  remove(key: string, clearedAt?: number): Promise<void>;
  /** Note synchronously, so that it survives the page closing at once, that the journal was cleared at `at` (ms). */
  markCleared(key: string, at: number): void;
  /** When the journal was last marked cleared and its removal has not landed yet; undefined when it is not marked. */
  clearedAt(key: string): number | undefined;
}

/** Where the clearing marks are kept: the page's localStorage (synchronous, unlike IndexedDB). */
export type JournalMarks = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const MARK_PREFIX = 'kf-autosave-journal-cleared|';

/** Clearing marks in a Storage; without one (or when it refuses, as in some private modes) there are none. */
export function storageMarks(marks: JournalMarks | undefined): Pick<JournalStore, 'markCleared' | 'clearedAt'> & { unmark(key: string, at: number): void } {
  const attempt = <T>(act: () => T): T | undefined => {
    try {
      return act();
    } catch {
      return undefined;
    }
  };
  return {
    markCleared: (key, at) => void attempt(() => marks?.setItem(MARK_PREFIX + key, String(at))),
    clearedAt: (key) => {
      const value = Number(attempt(() => marks?.getItem(MARK_PREFIX + key)) ?? NaN);
      return Number.isFinite(value) ? value : undefined;
    },
    unmark: (key, at) => void attempt(() => {
      if (marks?.getItem(MARK_PREFIX + key) === String(at)) marks.removeItem(MARK_PREFIX + key);
    }),
  };
}

const DATABASE = 'kf-autosave-journal';
const HEADS = 'heads';
const CHANGES = 'changes';
const BY_KEY = 'byKey';

/** The browser's store: a head per journal, and its changes under increasing keys (so they read back in order). */
export async function openIndexedDbJournal(factory: IDBFactory, marks?: JournalMarks): Promise<JournalStore> {
  const cleared = storageMarks(marks);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(HEADS, { keyPath: 'key' });
      request.result.createObjectStore(CHANGES, { autoIncrement: true }).createIndex(BY_KEY, 'key');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is held by another version of this page'));
  });
  const done = (tx: IDBTransaction) => new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
  const result = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
  return {
    async append(head, patches) {
      const tx = db.transaction([HEADS, CHANGES], 'readwrite');
      tx.objectStore(HEADS).put(head);
      tx.objectStore(CHANGES).add({ key: head.key, patches });
      await done(tx);
    },
    async read(key) {
      const tx = db.transaction([HEADS, CHANGES], 'readonly');
      const [head, rows] = await Promise.all([
        result(tx.objectStore(HEADS).get(key) as IDBRequest<unknown>),
        result(tx.objectStore(CHANGES).index(BY_KEY).getAll(key) as IDBRequest<unknown[]>),
      ]);
      return readJournal(head, rows);
    },
    async remove(key, clearedAt) {
      const tx = db.transaction([HEADS, CHANGES], 'readwrite');
      tx.objectStore(HEADS).delete(key);
      const changes = tx.objectStore(CHANGES);
      const keys = await result(changes.index(BY_KEY).getAllKeys(key));
      for (const primary of keys) changes.delete(primary);
      await done(tx);
      if (clearedAt !== undefined) cleared.unmark(key, clearedAt);
    },
    markCleared: cleared.markCleared,
    clearedAt: cleared.clearedAt,
  };
}

const PATCH_OPS = new Set(['setProp', 'setName', 'insert', 'remove', 'move', 'setSection']);

/**
 * A stored journal as the plugin may trust it: the store is the browser's, but another version of the page (or a
 * person with the devtools) may have written it, so the shape is checked, not assumed. Undefined when it is not a
 * journal; a change that is not a list of patches ends it there (what follows could not be replayed in order).
 */
export function readJournal(head: unknown, rows: readonly unknown[]): StoredJournal | undefined {
  if (!isHead(head)) return undefined;
  const changes: (readonly ScenePatch[])[] = [];
  for (const row of rows) {
    const patches = (row as { patches?: unknown } | null)?.patches;
    if (!Array.isArray(patches) || !patches.every((p) => PATCH_OPS.has((p as { op?: unknown } | null)?.op as string))) break;
    changes.push(patches as ScenePatch[]);
  }
  return { head, changes };
}

function isHead(value: unknown): value is JournalHead {
  if (typeof value !== 'object' || value === null) return false;
  const head = value as Record<string, unknown>;
  return ['key', 'userId', 'sceneId', 'projectUuid', 'sceneName'].every((k) => typeof head[k] === 'string')
    && ['baseVersion', 'count', 'bytes', 'updatedAt'].every((k) => typeof head[k] === 'number' && Number.isFinite(head[k]));
}
