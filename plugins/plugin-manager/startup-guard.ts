/** The address flag of safe mode (also set by the host when Shift is held at start). */
export const SAFE_MODE_PARAM = 'safeMode';

/** Storage key of the URL plugin being started: set before its module is imported, cleared once it is active. */
export const STARTING_KEY = 'kf.plugins.starting';

/** What the guard needs from the page: its address and a small key-value store (localStorage in the browser). */
export interface StartupEnvironment {
  readonly href: () => string;
  readonly store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

/** The page's own environment; storage may be blocked (then nothing is remembered). */
export function pageEnvironment(): StartupEnvironment {
  let store: StartupEnvironment['store'];
  try {
    store = globalThis.localStorage;
  } catch {
    store = undefined;
  }
  return { href: () => globalThis.location?.href ?? 'http://localhost/', store };
}

/** Whether the page was opened in safe mode (`?safeMode=1`). */
export function isSafeMode(env: StartupEnvironment): boolean {
  try {
    return new URL(env.href()).searchParams.get(SAFE_MODE_PARAM) === '1';
  } catch {
    return false;
  }
}

/** The page's address without the safe-mode flag (where "Leave safe mode" goes). */
export function addressWithoutSafeMode(env: StartupEnvironment): string {
  const address = new URL(env.href());
  address.searchParams.delete(SAFE_MODE_PARAM);
  return address.href;
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
