import type { z } from 'zod';
import type { LoginData } from '../../../../sdk/contract/account.js';
import type { SessionUserVo } from '../../../../sdk/contract/account.js';
import type { UserTable } from '../../db/schema.js';
import { toAuthUser } from '../../auth/auth-user.js';
import type { ServerServices } from '../../http/route-kit.js';

/** The user object of login/check replies. */
export function sessionUserVo(row: UserTable, sessionLocked = false): z.infer<typeof SessionUserVo> {
  return {
    userId: row.id,
    username: row.username,
    nickname: row.nickname,
    manager: row.manager === 1,
    designer: row.designer === 1,
    locked: sessionLocked || row.locked === 1,
  };
}

/** Login/check data: user, permission lists (defaults to every key), subscription with used storage. */
export async function loginData(services: ServerServices, row: UserTable, token: string, sessionLocked = false): Promise<LoginData> {
  const user = toAuthUser(row);
  const usage = await services.quota.usage(user);
  return {
    token,
    user: sessionUserVo(row, sessionLocked),
    pvg: [...(user.pvg ?? services.permissionKeys())],
    allP: [...(user.allP ?? services.permissionKeys())],
    prosCons: user.prosCons,
    subscription: { planName: usage.planName, storageLimit: usage.storageLimit, usedStorage: usage.usedStorage },
  };
}
