/** Storage key of the URL plugin being started: set before its module is imported, cleared once it is active. */
export const STARTING_KEY = 'kf.plugins.starting';

/**
 * What the guard needs: whether this start is in safe mode (the host reads it from the address and says so in the
 * designer route) and a small key-value store (localStorage in the browser).
 */
export interface StartupEnvironment {
  readonly safeMode: () => boolean;
  readonly store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

/** The page's own store (storage may be blocked: then nothing is remembered) with the route's safe-mode flag. */
export function pageEnvironment(safeMode: () => boolean): StartupEnvironment {
  let store: StartupEnvironment['store'];
  try {
    store = globalThis.localStorage;
  } catch {
    store = undefined;
  }
  return { safeMode, store };
}

/**
 * Marks around starting a URL plugin: a plugin whose import or activation never finished (a busy loop freezes the
 * page, so the mark is never cleared) is found on the next start, before anything loads.
 */
export class StartingMark {
  constructor(private readonly env: StartupEnvironment) {}

  /** The URL left marked by the last start, when its plugin never finished starting. */
  left(): string | undefined {
    try {
      return this.env.store?.getItem(STARTING_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  }

  /** Run `start` with `url` marked; the mark is cleared when it settles (either way: a failure is not a freeze). */
  async around<T>(url: string, start: () => Promise<T>): Promise<T> {
    this.set(url);
    try {
      return await start();
    } finally {
      this.clear();
    }
  }

  clear(): void {
    try {
      this.env.store?.removeItem(STARTING_KEY);
    } catch {
      // Storage blocked: nothing was marked.
    }
  }

  private set(url: string): void {
    try {
      this.env.store?.setItem(STARTING_KEY, url);
    } catch {
      // Storage blocked or full: the plugin starts unguarded.
    }
  }
}
