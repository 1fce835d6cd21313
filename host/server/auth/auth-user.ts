import type { SessionTable, UserTable } from '../db/schema.js';

/** The signed-in user as handlers see it. */
export interface AuthUser {
  readonly id: string;
  readonly username: string;
  readonly nickname: string;
  readonly manager: boolean;
  readonly designer: boolean;
  readonly locked: boolean;
  /** 'FREE' or 'PROFESSIONAL'. */
  readonly plan: string;
  /** Allow-list mode (true) or deny-list mode (false). */
  readonly prosCons: boolean;
  /** Permission keys; undefined = every key (default designer role). */
  readonly pvg: readonly string[] | undefined;
  /** All keys for deny-list mode; undefined = every key. */
  readonly allP: readonly string[] | undefined;
  readonly row: UserTable;
}

/** The resolved session. */
export interface AuthSession {
  readonly tokenHash: string;
  readonly locked: boolean;
  readonly row: SessionTable;
}

/** AuthUser from its row. */
export function toAuthUser(row: UserTable): AuthUser {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    manager: row.manager === 1,
    designer: row.designer === 1,
    locked: row.locked === 1,
    plan: row.plan,
    prosCons: row.pros_cons === 1,
    pvg: parseKeys(row.pvg),
    allP: parseKeys(row.all_p),
    row,
  };
}

/** A user placeholder for public routes. */
export const ANONYMOUS: AuthUser = {
  id: '',
  username: '',
  nickname: '',
  manager: false,
  designer: false,
  locked: false,
  plan: 'FREE',
  prosCons: true,
  pvg: [],
  allP: [],
  row: {
    id: '', username: '', nickname: '', password_hash: '', email: '', phone: '', company: '', city: '', position: '',
    manager: 0, designer: 0, locked: 0, pros_cons: 1, pvg: '[]', all_p: '[]', single_session: 0, plan: 'FREE',
    image_hash: null, login_count: 0, created_at: 0, updated_at: 0,
  },
};

function parseKeys(text: string | null): string[] | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
