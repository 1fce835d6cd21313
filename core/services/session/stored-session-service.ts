import { BehaviorSubject, Subject } from 'rxjs';
import type { ApiService, LoginResult, PermissionData, SessionState, SessionUser, Subscription } from '../../../sdk/index.js';
import type { SessionControl } from './session-control.js';
import { readJson, StorageKeys, type KeyValueStore } from './key-value-store.js';
import { CheckSession, LockSession, Login, Logout, SingleLogin, UnlockSession } from '../../../sdk/contract/endpoints/index.js';

type SignOutReason = 'logout' | 'timeout' | 'forced';

/** The session kept in local storage (spec 000 §3) and confirmed with the server (§4). */
export class StoredSessionService implements SessionControl {
  private readonly userSubject: BehaviorSubject<SessionUser | undefined>;
  private readonly stateSubject: BehaviorSubject<SessionState>;
  private readonly signOut = new Subject<SignOutReason>();
  readonly onDidChangeUser;
  readonly onDidChangeState;
  readonly onWillSignOut = this.signOut.asObservable();

  constructor(
    private readonly api: () => ApiService,
    private readonly store: KeyValueStore,
  ) {
    const token = store.getItem(StorageKeys.token) ?? undefined;
    const user = token ? readJson<SessionUser>(store, StorageKeys.user) : undefined;
    this.userSubject = new BehaviorSubject<SessionUser | undefined>(user);
    this.stateSubject = new BehaviorSubject<SessionState>(token && user ? 'authenticated' : 'anonymous');
    this.onDidChangeUser = this.userSubject.asObservable();
    this.onDidChangeState = this.stateSubject.asObservable();
  }

  get state(): SessionState {
    return this.stateSubject.value;
  }

  get user(): SessionUser | undefined {
    return this.userSubject.value;
  }

  get token(): string | undefined {
    return this.store.getItem(StorageKeys.token) ?? undefined;
  }

  get permissions(): PermissionData | undefined {
    return this.user ? readJson<PermissionData>(this.store, StorageKeys.permissions) : undefined;
  }

  get subscription(): Subscription | undefined {
    return this.user ? readJson<Subscription>(this.store, StorageKeys.subscription) : undefined;
  }

  get userImage(): string | undefined {
    return this.store.getItem(StorageKeys.userImage) ?? undefined;
  }

  get selectedProjects(): readonly string[] {
    return readJson<string[]>(this.store, StorageKeys.selectedProjects) ?? [];
  }

  setUserImage(url: string | undefined): void {
    if (url) this.store.setItem(StorageKeys.userImage, url);
    else this.store.removeItem(StorageKeys.userImage);
  }

  setSelectedProjects(uuids: readonly string[]): void {
    this.store.setItem(StorageKeys.selectedProjects, JSON.stringify([...uuids]));
  }

  setSubscription(subscription: Subscription): void {
    this.store.setItem(StorageKeys.subscription, JSON.stringify(subscription));
  }

  async login(account: string, password: string): Promise<SessionUser> {
    const result = await this.api().call(Login, { body: { username: account, password } });
    return this.adopt(result);
  }

  async loginWithTicket(ticket: string): Promise<SessionUser> {
    const result = await this.api().call(SingleLogin, { query: { ticket } });
    return this.adopt(result);
  }

  adopt(result: LoginResult): SessionUser {
    const store = this.store;
    store.setItem(StorageKeys.token, result.token);
    store.setItem(StorageKeys.user, JSON.stringify(result.user));
    const permissions: PermissionData = { pvg: result.pvg ?? [], allP: result.allP ?? [], prosCons: result.prosCons ?? true };
    store.setItem(StorageKeys.permissions, JSON.stringify(permissions));
    if (result.subscription) store.setItem(StorageKeys.subscription, JSON.stringify(result.subscription));
    this.userSubject.next(result.user);
    this.setState('authenticated');
    return result.user;
  }

  async check(): Promise<boolean> {
    if (!this.token) return false;
    try {
      const result = await this.api().call(CheckSession);
      if (result?.user) this.adopt({ token: result.token ?? this.token ?? '', user: result.user, pvg: result.pvg ?? [], allP: result.allP ?? [], prosCons: result.prosCons ?? true, subscription: result.subscription });
      this.setState('checked');
      return true;
    } catch {
      // The api service has already cleared the session when the server ended it.
      return false;
    }
  }

  async logout(): Promise<void> {
    try {
      if (this.token) await this.api().call(Logout);
    } catch {
      // Signing out locally must succeed even when the server cannot be reached.
    } finally {
      this.clear('logout');
    }
  }

  clear(reason: SignOutReason): void {
    if (this.state === 'anonymous' && !this.token) return;
    this.signOut.next(reason);
    for (const key of [StorageKeys.token, StorageKeys.user, StorageKeys.permissions, StorageKeys.subscription, StorageKeys.userImage]) this.store.removeItem(key);
    this.userSubject.next(undefined);
    this.setState('anonymous');
  }

  async setLocked(locked: boolean, password?: string): Promise<void> {
    if (locked) await this.api().call(LockSession);
    else await this.api().call(UnlockSession, { body: { password: password ?? '' } });
    const user = this.user;
    if (!user) return;
    const next = { ...user, locked };
    this.store.setItem(StorageKeys.user, JSON.stringify(next));
    this.userSubject.next(next);
  }

  private setState(state: SessionState): void {
    if (this.stateSubject.value !== state) this.stateSubject.next(state);
  }
}
