/** Globals a puzzle must not reach in its worker: network, storage, nested workers, script loading. */
export const LOCKED_GLOBALS = [
  'fetch', 'XMLHttpRequest', 'importScripts', 'WebSocket', 'WebSocketStream', 'EventSource', 'WebTransport', 'indexedDB', 'caches',
  'BroadcastChannel', 'Worker', 'SharedWorker', 'localStorage', 'sessionStorage', 'document', 'cookieStore', 'navigator', 'Request',
  'FileReaderSync', 'storage',
] as const;

/**
 * Remove the locked globals from a global object and every prototype on its chain, then pin each name on the object
 * itself as a non-configurable `undefined`, so neither `delete self.fetch` nor `Object.getPrototypeOf(self).fetch`
 * brings one back. Returns the names that were present.
 */
export function lockDown(scope: object): string[] {
  const found: string[] = [];
  for (const name of LOCKED_GLOBALS) {
    let present = false;
    for (let o: object | null = scope; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
      if (!Object.prototype.hasOwnProperty.call(o, name)) continue;
      present = true;
      try {
        delete (o as Record<string, unknown>)[name];
      } catch {
        // a non-configurable property stays; it is shadowed below
      }
    }
    if (present) found.push(name);
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false, enumerable: false });
    } catch {
      // already pinned
    }
  }
  return found;
}
