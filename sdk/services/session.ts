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

/** The session: who is signed in, their permissions and subscription, the stored token. */
export interface SessionService {
  /** The current state. */
  readonly state: SessionState;
  /** The user, when signed in. */
  readonly user: SessionUser | undefined;
  /** Permission data, when signed in. */
  readonly permissions: PermissionData | undefined;
  /** Subscription, when known. */
  readonly subscription: Subscription | undefined;
  /** The stored token sent in the Authentication header. */
  readonly token: string | undefined;
  /** Emits the user now and on every sign-in/out. */
  readonly onDidChangeUser: Observable<SessionUser | undefined>;
  /** Emits before the session is cleared (logout, timeout, forced sign-out). */
  readonly onWillSignOut: Observable<'logout' | 'timeout' | 'forced'>;
  /** Sign in with account and password. */
  login(account: string, password: string): Promise<SessionUser>;
  /** Sign in with a ticket from the address. */
  loginWithTicket(ticket: string): Promise<SessionUser>;
  /** Check the stored token with the server. */
  check(): Promise<boolean>;
  /** Sign out on the server and clear everything stored. */
  logout(): Promise<void>;
  /** Clear the session locally (forced sign-out, timeout). */
  clear(reason: 'logout' | 'timeout' | 'forced'): void;
  /** Lock or unlock the session. */
  setLocked(locked: boolean, password?: string): Promise<void>;
  /** Emits the state now and on every change. */
  readonly onDidChangeState: Observable<SessionState>;
  /** The stored user image address, when known. */
  readonly userImage: string | undefined;
  /** Keep the user image address locally. */
  setUserImage(url: string | undefined): void;
  /** The locally kept selection of projects (uuids). */
  readonly selectedProjects: readonly string[];
  /** Keep the selected projects locally. */
  setSelectedProjects(uuids: readonly string[]): void;
  /** Keep the subscription (e.g. after the used storage changed). */
  setSubscription(subscription: Subscription): void;
  /** Adopt a login result obtained elsewhere (registration, single sign-on). */
  adopt(result: LoginResult): SessionUser;
}

/** Service id of the session service. */
export const SessionService = createServiceId<SessionService>('session');
