// Each user's project list as its reply's JSON text, kept by this instance (issue 28: get-all ran a query, mapped 21
// rows and serialised them on every call; the designer asks often, the list rarely changes). The text holds the
// user's own projects and those shared with them (project members). Correct across instances the way the session
// cache is (auth/session-cache.ts):
// - the database announces 'projects-changed' for every insert, update or delete of a projects row with the owner's
//   id, and of a project_members row with the member's id, whoever makes it (PostgreSQL: row triggers NOTIFY on the
//   bus channel after commit, migrations 1011 and 1071; SQLite: TEMP triggers of the server's connection calling into
//   the process as the change is made, db/project-triggers.ts);
// - a change announced for a user forgets that user's list and the lists of everyone it shares a project with (each
//   entry knows the owners of the shared projects it holds);
// - this instance's own writes (project-store.ts, the recycle bin) forget the owner at once after they commit, so
//   the reply that made a change is never followed by a stale list on the same instance;
// - a lost bus connection ('bus-reconnected') empties it; on SQLite a commit by another connection to the file (an
//   operator's sqlite3 shell) empties it at the next read (PRAGMA data_version, db/outside-changes.ts);
// - a read that began before a change was heard does not store what it read (`mark` / `put`).
// Bounded: at most MAX_ENTRIES users, lists up to MAX_TEXT_CHARS, an entry served for MAX_AGE_MS at most.
import type { InstanceBus } from '../../events/instance-bus.js';

/** Most users whose list is kept (the oldest stored goes first beyond it). */
export const MAX_ENTRIES = 5_000;
/** Longest list text kept (a longer list is read from the database every time). */
export const MAX_TEXT_CHARS = 64 * 1024;
/** An entry older than this is read again (a belt to the announcements, not the mechanism). */
export const MAX_AGE_MS = 60_000;

interface Entry {
  readonly text: string;
  readonly storedAt: number;
  /** Owners of the shared projects in the text. */
  readonly sharedOwners: readonly string[];
}

export class ProjectListCache {
  private readonly entries = new Map<string, Entry>();
  /** Owner id → the users whose kept list shows one of that owner's projects as shared. */
  private readonly sharedWith = new Map<string, Set<string>>();
  /** Moves on every forget: a read begun before a change does not store. */
  private generation = 0;
  private beforeRead: (() => void) | undefined;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The list text of a user, if kept and fresh. */
  get(userId: string): string | undefined {
    this.beforeRead?.();
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > MAX_AGE_MS) {
      this.drop(userId);
      return undefined;
    }
    return entry.text;
  }

  /** Run `check` before each read (it may empty this cache: changes made behind the instance's back). */
  checkBeforeRead(check: () => void): void {
    this.beforeRead = check;
  }

  /** Taken before reading a list from the database. */
  mark(): number {
    return this.generation;
  }

  /** Keep a list read from the database, unless a change was heard since `mark` or it is too long. */
  put(mark: number, userId: string, text: string, sharedOwners: readonly string[] = []): void {
    if (mark !== this.generation || text.length > MAX_TEXT_CHARS) return;
    this.drop(userId);
    if (this.entries.size >= this.maxEntries) this.drop(this.entries.keys().next().value as string);
    const owners = [...new Set(sharedOwners)];
    this.entries.set(userId, { text, storedAt: this.now(), sharedOwners: owners });
    for (const owner of owners) {
      let holders = this.sharedWith.get(owner);
      if (!holders) this.sharedWith.set(owner, (holders = new Set()));
      holders.add(userId);
    }
  }

  /** Forget a user's list and the lists showing that user's projects as shared (one of its projects or its
   *  memberships changed). */
  forgetUser(userId: string): void {
    this.generation++;
    this.drop(userId);
    const holders = this.sharedWith.get(userId);
    if (holders) for (const holder of [...holders]) this.drop(holder);
  }

  /** Forget everything (changes may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.sharedWith.clear();
  }

  private drop(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    for (const owner of entry.sharedOwners) {
      const holders = this.sharedWith.get(owner);
      holders?.delete(userId);
      if (holders?.size === 0) this.sharedWith.delete(owner);
    }
  }

  /** How many lists are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Hear what the database and the instances say changed; returns the unsubscribe. */
  watch(bus: InstanceBus): () => void {
    const stops = [
      bus.subscribe('projects-changed', ({ userId }) => this.forgetUser(userId)),
      bus.subscribe('bus-reconnected', () => this.clear()),
    ];
    return () => stops.forEach((stop) => stop());
  }
}
