/** Keys made so far, by resource then action: the server checks one on every request (issue 28). */
const knownKeys = new Map<string, Map<string, string>>();
let knownCount = 0;
/** Most keys kept (the routes declare a few hundred; beyond it, keys are made each time). */
const MAX_KNOWN_KEYS = 4096;

/** The hashed key of a resource + action kept in pvg/allP (spec 000 §6); same function on server and browser. */
export function permissionKey(resource: string, action: string): string {
  const known = knownKeys.get(resource)?.get(action);
  if (known !== undefined) return known;
  const key = hashedKey(resource, action);
  if (knownCount < MAX_KNOWN_KEYS) {
    let byAction = knownKeys.get(resource);
    if (!byAction) knownKeys.set(resource, (byAction = new Map()));
    byAction.set(action, key);
    knownCount++;
  }
  return key;
}

function hashedKey(resource: string, action: string): string {
  // cyrb53 (public domain): a fast synchronous 53-bit hash, so the browser can check keys without async crypto.
  const text = `${resource}:${action}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Whether permission data allows resource + action (manager, allow-list or deny-list mode). */
export function isAllowed(
  perms: { readonly manager: boolean; readonly prosCons: boolean; readonly pvg: readonly string[]; readonly allP: readonly string[] },
  resource: string,
  action: string,
): boolean {
  if (perms.manager) return true;
  const key = permissionKey(resource, action);
  if (perms.prosCons) return perms.pvg.includes(key);
  return !perms.pvg.includes(key) && perms.allP.includes(key);
}
