import { SessionService } from '../../../../sdk/index.js';
import type { KernelParts } from '../../../../core/index.js';

/** The signed-in user's id: from the session service, else from the stored `kf.user`, else undefined. */
export function currentUserId(kernel: KernelParts, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | undefined {
  const fromSession = kernel.services.tryGet(SessionService)?.user?.userId;
  if (fromSession) return String(fromSession);
  try {
    const stored = storage?.getItem('kf.user');
    const user = stored ? (JSON.parse(stored) as { userId?: unknown }) : undefined;
    return user && (typeof user.userId === 'string' || typeof user.userId === 'number') ? String(user.userId) : undefined;
  } catch {
    return undefined;
  }
}
