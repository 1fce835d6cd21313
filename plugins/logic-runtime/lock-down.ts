/**
 * The only global names a puzzle's worker keeps: the language's own built-ins (ECMAScript), plus `console` and the
 * timers (which the worker replaces with metered ones before locking down). Every other name found on the global
 * object or its prototype chain — network, storage and file APIs (`fetch`, `indexedDB`, `caches`,
 * `webkitRequestFileSystem`, `webkitRequestFileSystemSync`, `navigator.storage`…), `postMessage`, and any API a browser
 * adds tomorrow — is deleted and pinned as `undefined`: refused by default.
 */
export const ALLOWED_GLOBALS: ReadonlySet<string> = new Set([
  // ECMAScript values and functions
  'globalThis', 'Infinity', 'NaN', 'undefined', 'eval', 'isFinite', 'isNaN', 'parseFloat', 'parseInt',
  'decodeURI', 'decodeURIComponent', 'encodeURI', 'encodeURIComponent', 'escape', 'unescape',
  // ECMAScript constructors and namespaces
  'Object', 'Function', 'Array', 'Number', 'Boolean', 'String', 'Symbol', 'BigInt', 'Date', 'RegExp', 'Promise', 'Proxy', 'Reflect',
  'Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef', 'FinalizationRegistry', 'JSON', 'Math', 'Intl', 'Iterator', 'AsyncIterator',
  'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'SuppressedError',
  'ArrayBuffer', 'DataView', 'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array',
  'Float16Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'DisposableStack', 'AsyncDisposableStack',
  // Host functions a program may use: timers (metered replacements), microtasks, console, cloning and text helpers
  'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'console', 'structuredClone', 'atob', 'btoa',
  'TextEncoder', 'TextDecoder',
]);

/** Names a puzzle must never reach even if a future list allowed them (checked by tests). */
export const LOCKED_GLOBALS = [
  'fetch', 'XMLHttpRequest', 'importScripts', 'WebSocket', 'WebSocketStream', 'EventSource', 'WebTransport', 'indexedDB', 'caches',
  'BroadcastChannel', 'Worker', 'SharedWorker', 'localStorage', 'sessionStorage', 'document', 'cookieStore', 'navigator', 'Request',
  'FileReaderSync', 'storage', 'webkitRequestFileSystem', 'webkitRequestFileSystemSync', 'webkitResolveLocalFileSystemURL',
  'webkitResolveLocalFileSystemSyncURL', 'postMessage', 'WebAssembly', 'SharedArrayBuffer', 'Atomics',
] as const;

/** The own property names of an object and every prototype on its chain, up to Object.prototype. */
export function globalNames(scope: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = scope; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) names.add(name);
  }
  return [...names];
}

/**
 * Remove every name not on the allow list (and every locked name) from a global object and every prototype on its
 * chain, then pin each on the object itself as a non-configurable `undefined`, so neither `delete self.fetch` nor
 * `Object.getPrototypeOf(self).fetch` brings one back. Returns the names removed.
 */
export function lockDown(scope: object, allowed: ReadonlySet<string> = ALLOWED_GLOBALS): string[] {
  const removed = new Set<string>(LOCKED_GLOBALS.filter((name) => name in scope));
  for (const name of globalNames(scope)) if (!allowed.has(name)) removed.add(name);
  for (const name of LOCKED_GLOBALS) removed.add(name);
  for (const name of removed) {
    for (let o: object | null = scope; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
      if (!Object.prototype.hasOwnProperty.call(o, name)) continue;
      try {
        delete (o as Record<string, unknown>)[name];
      } catch {
        // a non-configurable property stays; it is shadowed below
      }
    }
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false, enumerable: false });
    } catch {
      // already pinned, or not configurable: tried to delete above
    }
  }
  return [...removed].filter((name) => (scope as Record<string, unknown>)[name] === undefined);
}
