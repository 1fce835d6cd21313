/** The part of the Web Storage API the services use (localStorage satisfies it). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store kept in memory (tests, and browsers where localStorage is unavailable). */
export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/** The browser's localStorage when it can be used, otherwise a memory store. */
export function defaultStore(): KeyValueStore {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (storage) {
      storage.getItem('kf.probe');
      return storage;
    }
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): fall through to memory.
  }
  return new MemoryStore();
}
