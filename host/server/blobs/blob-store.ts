import { createHash, randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/open-database.js';
import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/in-transaction.js';
import { addUsedBytes } from '../modules/quota/used-storage.js';
import { isBlobHash, type BlobFiles } from './blob-files.js';
import { asOnlyCollector, HashLocks } from './hash-locks.js';

/** A blob written or recorded this recently is never collected, at start too (another instance may be between writing its file and recording it). */
export const GRACE_MS = 3_600_000;
/** Bytes hashed between two turns of the event loop. */
const HASH_SLICE = 4 * 1024 * 1024;

/** sha-256 hex of bytes, letting the event loop turn between 4 MB slices (a 200 MB file would hold it for ~0.5 s). */
export async function sha256InSlices(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let i = 0; i < bytes.byteLength; i += HASH_SLICE) {
    hash.update(bytes.subarray(i, i + HASH_SLICE));
    if (i + HASH_SLICE < bytes.byteLength) await nextTurn();
  }
  return hash.digest('hex');
}

/** A stored blob. */
export interface BlobInfo {
  /** sha-256 hex of the bytes. */
  readonly hash: string;
  /** Size in bytes. */
  readonly size: number;
}

/** What owns a reference to a blob (used storage is counted from these). */
export interface BlobOwner {
  /** The user whose storage it counts against. */
  readonly userId: string;
  /** Kind of owner, e.g. 'user-image', 'scene-asset', 'resource'. */
  readonly kind: string;
  /** Id of the owning row. */
  readonly refId: string;
}

/** What happened to blobs, for metrics. */
export type BlobOperation = 'write' | 'reuse' | 'read' | 'remove';

/**
 * Content-addressed blobs (one stored copy per distinct content) in a `BlobFiles` store — a local folder or an S3
 * bucket — with their rows (`blobs`), references (`blob_refs`) and every user's used storage in the database.
 */
export class BlobStore {
  /** Hashes written (or found stored) recently by this process, by clock time: never collected within GRACE_MS. */
  private readonly fresh = new Map<string, number>();
  /** Writes that find their bytes stored and collection of one hash take turns (across instances on PostgreSQL). */
  private readonly locks: HashLocks;
  /** Counts operations (metrics); set by the server. */
  onOperation: (operation: BlobOperation, seconds: number) => void = () => undefined;

  constructor(
    /** Where the bytes live. */
    readonly files: BlobFiles,
    /** The database the blob rows and references live in (also read for a user's running total, see Quota). */
    readonly db: Db,
    private readonly clock: Clock,
    private readonly dialect: DialectName = 'sqlite',
  ) {
    this.locks = new HashLocks(db, dialect);
  }

  /**
   * Store bytes once (same bytes → same hash, stored once), then record the blob and, with an owner, the reference.
   * The file is written (and synced) before any row, so a failed write changes nothing; pass the caller's transaction
   * as `db` to record the blob together with the caller's own rows.
   */
  async put(bytes: Uint8Array, owner?: BlobOwner, db: Db = this.db): Promise<BlobInfo> {
    const info = await this.write(bytes);
    await this.record(info, owner, db);
    return info;
  }

  /**
   * Step one of storing: the file under its sha-256, stored durably. Bytes already stored are not written again
   * (they are marked fresh, in the hash's turn, so no collection removes them now). Nothing is recorded in the
   * database: follow with `record` in the transaction that writes the rows referencing it.
   */
  async write(bytes: Uint8Array): Promise<BlobInfo> {
    const started = performance.now();
    const hash = await sha256InSlices(bytes);
    this.fresh.set(hash, this.clock.now());
    const reused = await this.locks.run(hash, () => this.files.touch(hash));
    if (!reused) await this.files.create(hash, bytes);
    this.onOperation(reused ? 'reuse' : 'write', (performance.now() - started) / 1000);
    return { hash, size: bytes.byteLength };
  }

  /** Step two: the blob's row and, with an owner, its reference (and the owner's used storage), in `db`'s transaction. */
  async record(info: BlobInfo, owner?: BlobOwner, db: Db = this.db): Promise<void> {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('blobs').values({ hash: info.hash, size: info.size, created_at: this.clock.now() })
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
      if (owner) await this.addRef(info.hash, owner, trx);
    });
  }

  /**
   * Record that an owner references a stored blob; the owner's used storage grows by its size unless they already
   * reference the same bytes. Pass the write's transaction as `db` so the reference, the row and the total change together.
   */
  async addRef(hash: string, owner: BlobOwner, db: Db = this.db): Promise<void> {
    await inTransaction(db, async (trx) => {
      const held = await this.holds(trx, owner.userId, hash);
      await trx.insertInto('blob_refs')
        .values({ id: randomUUID(), user_id: owner.userId, hash, kind: owner.kind, ref_id: owner.refId, created_at: this.clock.now() })
        .execute();
      if (!held) await addUsedBytes(trx, owner.userId, await this.sizeIn(trx, hash));
    });
  }

  /** Drop every reference held by one owning row; each user's used storage shrinks by bytes they no longer reference. */
  async removeRefs(kind: string, refId: string, db: Db = this.db): Promise<void> {
    await inTransaction(db, async (trx) => {
      const refs = await trx.selectFrom('blob_refs').select(['user_id', 'hash']).where('kind', '=', kind).where('ref_id', '=', refId).execute();
      if (refs.length === 0) return;
      await trx.deleteFrom('blob_refs').where('kind', '=', kind).where('ref_id', '=', refId).execute();
      const pairs = new Map(refs.map((r) => [`${r.user_id} ${r.hash}`, r]));
      for (const { user_id: userId, hash } of pairs.values()) {
        if (!(await this.holds(trx, userId, hash))) await addUsedBytes(trx, userId, -(await this.sizeIn(trx, hash)));
      }
    });
  }

  private async holds(db: Db, userId: string, hash: string): Promise<boolean> {
    return (await db.selectFrom('blob_refs').select('id').where('user_id', '=', userId).where('hash', '=', hash).limit(1).executeTakeFirst()) !== undefined;
  }

  private async sizeIn(db: Db, hash: string): Promise<number> {
    const row = await db.selectFrom('blobs').select('size').where('hash', '=', hash).executeTakeFirst();
    return Number(row?.size ?? 0);
  }

  /** Whether a blob is stored. */
  async has(hash: string): Promise<boolean> {
    if (!isBlobHash(hash)) return false;
    const row = await this.db.selectFrom('blobs').select('hash').where('hash', '=', hash).executeTakeFirst();
    return row !== undefined && (await this.files.exists(hash));
  }

  /** Size of a stored blob, or undefined. */
  async size(hash: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('blobs').select('size').where('hash', '=', hash).executeTakeFirst();
    return row ? Number(row.size) : undefined;
  }

  /** The bytes of a blob (throws when missing). */
  async get(hash: string): Promise<Buffer> {
    const started = performance.now();
    const bytes = await this.files.read(hash);
    this.onOperation('read', (performance.now() - started) / 1000);
    return bytes;
  }

  /** A read stream of a blob (throws when missing). */
  stream(hash: string): Promise<Readable> {
    return this.files.stream(hash);
  }

  /** Bytes a user owns: each distinct blob they reference counted once (a full recount; the quota reads the running total). */
  async usedBytes(userId: string): Promise<number> {
    const row = await this.db.selectFrom('blobs')
      .select((eb) => eb.fn.sum<number>('size').as('total'))
      .where('hash', 'in', (eb) => eb.selectFrom('blob_refs').select('hash').where('user_id', '=', userId))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /**
   * Delete what no one references: blob rows without a reference and their files, files no row records, and temp
   * files left by interrupted writes. Nothing written, found stored or recorded within GRACE_MS is touched — at start
   * too: another instance on the same database and store may be between writing a file and recording it. On
   * PostgreSQL one instance collects at a time (the others skip their pass), and each removal takes the hash's turn
   * against writes on every instance. Returns how many blobs were removed.
   */
  async collectGarbage(): Promise<number> {
    return (await asOnlyCollector(this.db, this.dialect, () => this.collect())) ?? 0;
  }

  private async collect(): Promise<number> {
    const cutoff = this.clock.now() - GRACE_MS;
    let removed = 0;
    const orphans = await this.db.selectFrom('blobs').select('hash')
      .where('hash', 'not in', (eb) => eb.selectFrom('blob_refs').select('hash'))
      .where('created_at', '<', cutoff)
      .execute();
    for (const { hash } of orphans) if (await this.removeIfStale(hash, cutoff)) removed++;
    for await (const entry of this.files.list()) {
      if (entry.modifiedMs >= cutoff) continue;
      if (entry.hash === undefined) {
        await this.files.removeLeftover(entry.key);
        continue;
      }
      const row = await this.db.selectFrom('blobs').select('hash').where('hash', '=', entry.hash).executeTakeFirst();
      if (!row && (await this.removeIfStale(entry.hash, cutoff))) removed++;
    }
    for (const [hash, at] of this.fresh) if (at < cutoff) this.fresh.delete(hash);
    return removed;
  }

  /**
   * In the hash's turn: unless it was written, found stored or recorded since `cutoff`, or is referenced, delete its
   * row (when it has one) and then its file. The row goes first: a file without a row is collected later, a row
   * without its file would be a lost blob.
   */
  private async removeIfStale(hash: string, cutoff: number): Promise<boolean> {
    return this.locks.run(hash, async () => {
      if ((this.fresh.get(hash) ?? -Infinity) >= cutoff) return false;
      const modified = await this.files.modifiedMs(hash);
      if (modified !== undefined && modified >= cutoff) return false;
      const deleted = await this.db.deleteFrom('blobs').where('hash', '=', hash).where('created_at', '<', cutoff)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('blob_refs').select('id').where('blob_refs.hash', '=', hash))))
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        // Nothing deleted: a recent or referenced row stays with its file; a file no row records may go.
        const stillRecorded = await this.db.selectFrom('blobs').select('hash').where('hash', '=', hash).executeTakeFirst();
        if (stillRecorded) return false;
        if (await this.db.selectFrom('blob_refs').select('id').where('hash', '=', hash).limit(1).executeTakeFirst()) return false;
        if (modified === undefined) return false;
      }
      if (modified !== undefined) await this.files.remove(hash);
      this.onOperation('remove', 0);
      return true;
    });
  }
}
