import { createServiceId } from '../../../sdk/index.js';
import type { LoginResult, SessionService, SessionUser, Subscription } from '../../../sdk/index.js';

/**
 * The session as the core and the host's screens use it: the public `SessionService` plus the token, signing in and
 * out, and the stored choices. Plugins get only the public view (and the token with the 'session.token' capability).
 */
export interface SessionControl extends SessionService {
  /** The stored token sent in the Authentication header. */
  readonly token: string | undefined;
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
  /** Keep the user image address locally. */
  setUserImage(url: string | undefined): void;
  /** Keep the selected projects locally. */
  setSelectedProjects(uuids: readonly string[]): void;
  /** Keep the subscription (e.g. after the used storage changed). */
  setSubscription(subscription: Subscription): void;
  /** Adopt a login result obtained elsewhere (registration, single sign-on). */
  adopt(result: LoginResult): SessionUser;
}

/** Core id of the session's control (never handed to plugins: ids under 'core.' are the core's own). */
export const SessionControl = createServiceId<SessionControl>('core.session');

/** Every member of the public session interface: the view plugins get lists exactly these. */
export const PUBLIC_SESSION_MEMBERS: Readonly<Record<keyof SessionService, true>> = {
  state: true, user: true, permissions: true, subscription: true, onDidChangeUser: true, onWillSignOut: true,
  onDidChangeState: true, userImage: true, selectedProjects: true,
};
