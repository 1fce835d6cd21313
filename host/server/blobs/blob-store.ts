import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Clock } from '../clock.js';
import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/in-transaction.js';
import { addUsedBytes } from '../modules/quota/used-storage.js';
import { UserTurns } from '../modules/quota/user-turns.js';

/** Temp files of writes under way (`<hash>.<uuid>.tmp`). */
const TEMP_SUFFIX = '.tmp';
/** A blob written or recorded this recently is never collected. */
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

/** fsync a folder, so a rename into it survives a crash. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
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

/** Content-addressed blob store on disk (DATA_DIR/blobs/ab/abcdef…), one file per distinct content. */
export class BlobStore {
  /** Hashes written (or found on disk) recently, by clock time: never collected within GRACE_MS. */
  private readonly fresh = new Map<string, number>();
  /** Writes and collection of one hash take turns. */
  private readonly locks = new UserTurns();

  constructor(
    private readonly root: string,
    /** The database the blob rows and references live in (also read for a user's running total, see Quota). */
    readonly db: Db,
    private readonly clock: Clock,
  ) {}

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
   * Step one of storing: the file under its sha-256, written to a temp file, synced, renamed and its folder synced.
   * Bytes already on disk are not written again (their file is marked fresh). Nothing is recorded in the database:
   * follow with `record` in the transaction that writes the rows referencing it.
   */
  async write(bytes: Uint8Array): Promise<BlobInfo> {
    const hash = await sha256InSlices(bytes);
    const release = await this.locks.acquire(hash);
    try {
      this.fresh.set(hash, this.clock.now());
      const path = this.pathOf(hash);
      if (existsSync(path)) {
        const now = new Date();
        await utimes(path, now, now);
      } else {
        const dir = join(this.root, hash.slice(0, 2));
        await mkdir(dir, { recursive: true });
        const temp = `${path}.${randomUUID()}${TEMP_SUFFIX}`;
        try {
          await writeFile(temp, bytes, { flush: true });
          await rename(temp, path);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
        await syncDir(dir);
      }
    } finally {
      release();
    }
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
    if (!/^[0-9a-f]{64}$/.test(hash)) return false;
    const row = await this.db.selectFrom('blobs').select('hash').where('hash', '=', hash).executeTakeFirst();
    return row !== undefined && existsSync(this.pathOf(hash));
  }

  /** Size of a stored blob, or undefined. */
  async size(hash: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('blobs').select('size').where('hash', '=', hash).executeTakeFirst();
    return row ? Number(row.size) : undefined;
  }

  /** The bytes of a blob (throws when missing). */
  async get(hash: string): Promise<Buffer> {
    return readFile(this.pathOf(hash));
  }

  /** A read stream of a blob. */
  stream(hash: string): Readable {
    return createReadStream(this.pathOf(hash));
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
   * Delete what no one references: blob rows without a reference and their files, files on disk without a row, and
   * temp files left by interrupted writes. A blob written or recorded within the last hour is never touched (nor is
   * one being written right now: writes and collection take turns per hash). `atStart` (the server starting, so no
   * write is under way) also removes recent temp files and unrecorded files. Returns how many blobs were removed.
   */
  async collectGarbage(options: { atStart?: boolean } = {}): Promise<number> {
    const now = this.clock.now();
    const recent = (hash: string) => (this.fresh.get(hash) ?? -Infinity) > now - GRACE_MS;
    let removed = 0;
    const orphans = await this.db.selectFrom('blobs').select(['hash', 'created_at'])
      .where('hash', 'not in', (eb) => eb.selectFrom('blob_refs').select('hash'))
      .execute();
    for (const { hash, created_at: createdAt } of orphans) {
      if (!options.atStart && (Number(createdAt) > now - GRACE_MS || recent(hash))) continue;
      if (await this.removeIfUnreferenced(hash, options.atStart === true)) removed++;
    }
    removed += await this.sweepDisk(options.atStart === true);
    for (const [hash, at] of this.fresh) if (at <= now - GRACE_MS) this.fresh.delete(hash);
    return removed;
  }

  /** Deletes a blob's row (only while no reference exists) and its file, in the hash's turn. */
  private async removeIfUnreferenced(hash: string, atStart: boolean): Promise<boolean> {
    const release = await this.locks.acquire(hash);
    try {
      if (!atStart && (this.fresh.get(hash) ?? -Infinity) > this.clock.now() - GRACE_MS) return false;
      const deleted = await this.db.deleteFrom('blobs').where('hash', '=', hash)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('blob_refs').select('id').where('blob_refs.hash', '=', hash))))
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await rm(this.pathOf(hash), { force: true });
      return true;
    } finally {
      release();
    }
  }

  /** Removes temp files and files no row records (older than an hour unless at start). */
  private async sweepDisk(atStart: boolean): Promise<number> {
    if (!existsSync(this.root)) return 0;
    let removed = 0;
    const oldEnough = async (path: string) => atStart || (await stat(path)).mtimeMs < Date.now() - GRACE_MS;
    for (const shard of await readdir(this.root)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      const dir = join(this.root, shard);
      for (const name of await readdir(dir)) {
        const path = join(dir, name);
        if (name.endsWith(TEMP_SUFFIX)) {
          if (await oldEnough(path)) await rm(path, { force: true });
          continue;
        }
        if (!/^[0-9a-f]{64}$/.test(name)) continue;
        const release = await this.locks.acquire(name);
        try {
          if (!atStart && (this.fresh.get(name) ?? -Infinity) > this.clock.now() - GRACE_MS) continue;
          const row = await this.db.selectFrom('blobs').select('hash').where('hash', '=', name).executeTakeFirst();
          if (row || !(await oldEnough(path))) continue;
          const referenced = await this.db.selectFrom('blob_refs').select('id').where('hash', '=', name).limit(1).executeTakeFirst();
          if (referenced) continue;
          await rm(path, { force: true });
          removed++;
        } finally {
          release();
        }
      }
    }
    return removed;
  }

  private pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a blob hash: ${hash}`);
    return join(this.root, hash.slice(0, 2), hash);
  }
}
