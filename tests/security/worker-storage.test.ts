// Breach 3 (issue 25): the sandbox worker kept webkitRequestFileSystem / webkitRequestFileSystemSync (a channel between
// scenes, and an HTML file run on the product's origin). The worker now removes every global name that is not on an
// allow list, and its own policy gives it an opaque origin. The real worker's names are checked in Chromium by
// tests/e2e/player-hostile.spec.ts; this checks the lock-down and the policy.
import { describe, expect, it } from 'vitest';
import { ALLOWED_GLOBALS, globalNames, LOCKED_GLOBALS, lockDown } from '../../plugins/logic-runtime/lock-down.js';
import { SANDBOX_WORKER_POLICY } from '../../host/server/http/security-headers.js';

/** A worker-like global: a few names on the object and its prototypes, as Chromium's DedicatedWorkerGlobalScope has. */
function workerLikeScope(): Record<string, unknown> {
  const eventTarget = { addEventListener() {}, dispatchEvent() {} };
  const workerScope = Object.assign(Object.create(eventTarget) as object, { importScripts() {}, get navigator() { return {}; } });
  const dedicated = Object.assign(Object.create(workerScope) as object, { postMessage() {} });
  return Object.assign(Object.create(dedicated) as Record<string, unknown>, {
    webkitRequestFileSystem: () => 'fs', webkitRequestFileSystemSync: () => 'fs', webkitResolveLocalFileSystemURL: () => 'fs',
    indexedDB: {}, caches: {}, fetch: () => 'net', someFutureApi: () => 'new', Math, JSON, setTimeout: () => 0, console,
  });
}

describe('the sandbox worker\'s global names', () => {
  it('keep only the allow list: file system, storage and any new API are gone from the scope and its prototypes', () => {
    const scope = workerLikeScope();
    lockDown(scope);
    for (const name of ['webkitRequestFileSystem', 'webkitRequestFileSystemSync', 'webkitResolveLocalFileSystemURL', 'indexedDB', 'caches', 'fetch',
      'someFutureApi', 'importScripts', 'navigator', 'postMessage', 'addEventListener']) {
      expect(scope[name], name).toBeUndefined();
      expect(Reflect.deleteProperty(scope, name), name).toBe(false);
    }
    const reachable = globalNames(scope).filter((name) => scope[name] !== undefined);
    expect(reachable.filter((name) => !ALLOWED_GLOBALS.has(name))).toEqual([]);
    expect(scope.Math).toBe(Math);
  });

  it('never allow a locked name', () => {
    for (const name of LOCKED_GLOBALS) expect(ALLOWED_GLOBALS.has(name), name).toBe(false);
  });

  it('run under a policy of their own that sandboxes the worker (opaque origin: storage and file APIs refuse)', () => {
    expect(SANDBOX_WORKER_POLICY).toMatch(/(^|; )sandbox allow-scripts($|;)/);
    expect(SANDBOX_WORKER_POLICY).toContain("default-src 'none'");
  });
});
