import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Clock } from '../clock.js';
import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/in-transaction.js';
import { addUsedBytes } from '../modules/quota/used-storage.js';

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
  constructor(
    private readonly root: string,
    /** The database the blob rows and references live in (also read for a user's running total, see Quota). */
    readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Store bytes once (same bytes → same hash, stored once); with an owner, also records the reference. */
  async put(bytes: Uint8Array, owner?: BlobOwner): Promise<BlobInfo> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const path = this.pathOf(hash);
    if (!existsSync(path)) {
      await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true });
      const temp = `${path}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes, { flush: true });
      await rename(temp, path);
    }
    await this.db.insertInto('blobs')
      .values({ hash, size: bytes.byteLength, created_at: this.clock.now() })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    if (owner) await this.addRef(hash, owner);
    return { hash, size: bytes.byteLength };
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

  /** Delete blobs no one references any more; returns how many were removed. */
  async collectGarbage(): Promise<number> {
    const orphans = await this.db.selectFrom('blobs').select('hash')
      .where('hash', 'not in', (eb) => eb.selectFrom('blob_refs').select('hash'))
      .where('created_at', '<', this.clock.now() - 3_600_000) // leave blobs being stored right now alone
      .execute();
    for (const { hash } of orphans) {
      await this.db.deleteFrom('blobs').where('hash', '=', hash).execute();
      await rm(this.pathOf(hash), { force: true });
    }
    return orphans.length;
  }

  private pathOf(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a blob hash: ${hash}`);
    return join(this.root, hash.slice(0, 2), hash);
  }
}
