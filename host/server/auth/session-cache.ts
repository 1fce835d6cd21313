// The sessions this instance has resolved lately, by token hash (issue 28: the session lookup was one query on every
// authenticated request). Correct across instances because every change that matters is told to every instance:
// - the database itself announces 'auth-changed' for any change to a user's row (but its used-storage total) and to a
//   session's end, lock or expiry, or the removal of a live session — whoever makes it, the server or an operator's
//   SQL (PostgreSQL: triggers NOTIFY on the instance bus's channel after commit, migration 1010; SQLite: triggers of
//   the server's own connection call into this process at once, auth-triggers.ts);
// - the server's own changes are forgotten here at once too ('session-ended', 'user-changed' and the calls below),
//   before the reply that made them is sent;
// - a lost bus connection ('bus-reconnected': events may have been missed) empties the cache;
// - on SQLite, a change committed by another connection to the file (an operator's sqlite3 shell, a script) fires none
//   of the server's triggers: the check given to `checkBeforeRead` empties the cache on the first read after one
//   (PRAGMA data_version, db/outside-changes.ts).
// An entry is only served while its session needs no write: not expired, not idle, and touched less than
// TOUCH_EVERY_MS ago (after that the database is read again and the session touched). Refusals are never cached.
// A held session also keeps its token's hash by the token (`hashOf`): the sha-256 of the token was asked on every
// authenticated request (issue 28). It is kept only while the session is held and goes with it; the token and its hash
// never change, so it is no part of whether the session may serve.
import type { InstanceBus } from '../events/instance-bus.js';
import type { AuthSession, AuthUser } from './auth-user.js';

/** What a resolved session is. */
export interface ResolvedSession {
  readonly user: AuthUser;
  readonly session: AuthSession;
}

/** Most sessions kept (the oldest stored goes first beyond it). */
export const SESSION_CACHE_ENTRIES = 20_000;

export class SessionCache {
  private readonly entries = new Map<string, ResolvedSession>();
  private readonly byUser = new Map<string, Set<string>>();
  /** Token → hash and hash → token, for the sessions held only. */
  private readonly hashes = new Map<string, string>();
  private readonly tokens = new Map<string, string>();
  /** Moves on every forget: a read that began before a change does not store what it read (it may be stale). */
  private generation = 0;

  private beforeRead: (() => void) | undefined;

  constructor(private readonly maxEntries = SESSION_CACHE_ENTRIES) {}

  /** The cached session of a token hash, if any (the caller checks it may serve it). */
  get(tokenHash: string): ResolvedSession | undefined {
    this.beforeRead?.();
    return this.entries.get(tokenHash);
  }

  /** The hash of `token` when its session is held (else the caller hashes it). */
  hashOf(token: string): string | undefined {
    return this.hashes.get(token);
  }

  /** Run `check` before each read (it empties this cache when the database changed behind the instance's back). */
  checkBeforeRead(check: () => void): void {
    this.beforeRead = check;
  }

  /** Taken before reading a session from the database; `put` stores only when nothing was forgotten since. */
  mark(): number {
    return this.generation;
  }

  /** Store a session read from the database, and its `token`, when no change was heard since `mark`. */
  put(mark: number, value: ResolvedSession, token?: string): void {
    if (mark !== this.generation) return;
    const { tokenHash } = value.session;
    this.drop(tokenHash);
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value as string);
    this.entries.set(tokenHash, value);
    if (token !== undefined) {
      this.hashes.set(token, tokenHash);
      this.tokens.set(tokenHash, token);
    }
    const userId = value.user.id;
    let tokens = this.byUser.get(userId);
    if (!tokens) this.byUser.set(userId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** Forget every session of a user (its row or one of its sessions changed). */
  forgetUser(userId: string): void {
    this.generation++;
    const tokens = this.byUser.get(userId);
    if (!tokens) return;
    for (const tokenHash of [...tokens]) this.drop(tokenHash);
  }

  /** Forget one session. */
  forgetToken(tokenHash: string): void {
    this.generation++;
    this.drop(tokenHash);
  }

  /** Forget everything (events may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
    this.hashes.clear();
    this.tokens.clear();
  }

  /** How many sessions are held (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** Hear what any instance (or the database) says changed; returns the unsubscribe. */
  watch(bus: InstanceBus): () => void {
    const stops = [
      bus.subscribe('auth-changed', ({ userId }) => this.forgetUser(userId)),
      bus.subscribe('session-ended', ({ userId }) => this.forgetUser(userId)),
      bus.subscribe('user-changed', ({ userId }) => this.forgetUser(userId)),
      bus.subscribe('bus-reconnected', () => this.clear()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  private drop(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const token = this.tokens.get(tokenHash);
    if (token !== undefined) {
      this.hashes.delete(token);
      this.tokens.delete(tokenHash);
    }
    const tokens = this.byUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(entry.user.id);
  }
}
