import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** The signed-in user as the browser keeps it (spec 000 §3). */
export interface SessionUser {
  /** User id. */
  readonly userId: string;
  /** Login name. */
  readonly username: string;
  /** Display name. */
  readonly nickname: string;
  /** Manager flag: may do everything. */
  readonly manager: boolean;
  /** Whether the user is a designer (lists own projects) or a market user. */
  readonly designer: boolean;
  /** Session locked flag. */
  readonly locked: boolean;
}

/** Permission data from login and check (spec 000 §6). */
export interface PermissionData {
  /** Hashed keys of resource + action. */
  readonly pvg: readonly string[];
  /** Allow-list mode (true, default) or deny-list mode (false). */
  readonly prosCons: boolean;
  /** All permission keys, used in deny-list mode. */
  readonly allP: readonly string[];
}

/** Subscription summary (spec 000 §3). */
export interface Subscription {
  /** Plan name; 'PROFESSIONAL' is the professional plan. */
  readonly planName: string;
  /** Storage limit in MB. */
  readonly storageLimit: number;
  /** Used storage in MB. */
  readonly usedStorage: number;
}

/** What login, ticket login and check answer (contracts.md). */
export interface LoginResult {
  /** The token for the Authentication header. */
  readonly token: string;
  /** The user. */
  readonly user: SessionUser;
  /** Hashed permission keys. */
  readonly pvg: readonly string[];
  /** All permission keys (deny-list mode). */
  readonly allP: readonly string[];
  /** Allow-list (true) or deny-list (false) mode. */
  readonly prosCons: boolean;
  /** The subscription, when known. */
  readonly subscription?: Subscription;
}

/** Session state. */
export type SessionState = 'anonymous' | 'authenticated' | 'checked';

/**
 * The session as plugins see it: who is signed in, their permissions and subscription, and the events of signing in
 * and out. Reading only: signing in and out, the token and the stored choices belong to the editor core (the token is
 * `SessionTokenService`, behind the 'session.token' capability).
 */
export interface SessionService {
  /** The current state. */
  readonly state: SessionState;
  /** The user, when signed in. */
  readonly user: SessionUser | undefined;
  /** Permission data, when signed in. */
  readonly permissions: PermissionData | undefined;
  /** Subscription, when known. */
  readonly subscription: Subscription | undefined;
  /** Emits the user now and on every sign-in/out. */
  readonly onDidChangeUser: Observable<SessionUser | undefined>;
  /** Emits before the session is cleared (logout, timeout, forced sign-out). */
  readonly onWillSignOut: Observable<'logout' | 'timeout' | 'forced'>;
  /** Emits the state now and on every change. */
  readonly onDidChangeState: Observable<SessionState>;
  /** The stored user image address, when known. */
  readonly userImage: string | undefined;
  /** The locally kept selection of projects (uuids). */
  readonly selectedProjects: readonly string[];
}

/** The session token, for a plugin that must send it itself (capability 'session.token'). */
export interface SessionTokenService {
  /** The stored token sent in the Authentication header, when signed in. */
  readonly token: string | undefined;
}

/** Service id of the session token; `ctx.get` of it needs the capability 'session.token'. */
export const SessionTokenService = createServiceId<SessionTokenService>('session.token');

/** Service id of the session service. */
export const SessionService = createServiceId<SessionService>('session');
