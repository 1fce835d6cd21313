/** The browser's localStorage, or an in-memory stand-in where there is none (Node, private mode). */
export interface KeyValueStore {
  /** The stored text, or null. */
  getItem(key: string): string | null;
  /** Store a text. */
  setItem(key: string, value: string): void;
  /** Remove a key. */
  removeItem(key: string): void;
}

/** The stored-item keys of spec 000 §3 (see contracts.md). */
export const StorageKeys = {
  token: 'kf.token',
  user: 'kf.user',
  permissions: 'kf.permissions',
  subscription: 'kf.subscription',
  userImage: 'kf.userImage',
  locale: 'kf.locale',
  selectedProjects: 'kf.selectedProjects',
} as const;

/** A KeyValueStore kept in memory. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when the environment has a working one, else a memory store. */
export function browserStore(): KeyValueStore {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (storage) {
      storage.getItem('kf.probe');
      return storage;
    }
  } catch {
    // localStorage blocked: fall through.
  }
  return memoryStore();
}

/** Read and parse a JSON item; undefined when missing or malformed. */
export function readJson<T>(store: KeyValueStore, key: string): T | undefined {
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
