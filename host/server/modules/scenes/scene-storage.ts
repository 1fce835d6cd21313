/** Saved scene content in the owner's used storage: every stored version counts its UTF-8 bytes as stored. */
import './scene-tables.js';
import type { Db } from '../../db/schema.js';
import type { RouteContext, StorageCounterDef } from '../../http/route-kit.js';
import type { SceneRecord } from './scene-store.js';
import { inTransaction } from '../../db/in-transaction.js';
import { addUsedBytes } from '../quota/used-storage.js';

/** A record as stored in scene_versions: its saved fields but the content (JSON), the content, and its size in bytes. */
export interface StoredRecord {
  readonly fields: string;
  readonly content: string;
  readonly size: number;
}

/**
 * A record as stored in scene_versions (migration 1013: the fields as JSON, the content as saved), with its size: the
 * UTF-8 bytes of both, what the version stores. (A version saved before stores, and counts, its content inside its
 * record as a JSON string; writing that string took a worker 5–15 ms a save for 1.7 MB.)
 */
export function storedRecord(record: SceneRecord): StoredRecord {
  const { content, ...rest } = record;
  const fields = JSON.stringify(rest);
  return { fields, content, size: Buffer.byteLength(fields, 'utf8') + Buffer.byteLength(content, 'utf8') };
}

/** The scene_versions columns of a stored record. */
export function versionColumns(stored: StoredRecord): { record: string; content: string; size: number } {
  return { record: stored.fields, content: stored.content, size: stored.size };
}

/**
 * Bytes of every saved version of every scene a user owns (live, in the recycle bin, or in a binned project), plus
 * previews and paths their rows hold outside a version. A recount: the quota reads the running total instead.
 */
export async function sceneContentBytes(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('scene_versions')
    .innerJoin('scenes', 'scenes.uuid', 'scene_versions.scene_uuid')
    .select((eb) => eb.fn.sum<number>('scene_versions.size').as('total'))
    .where('scenes.user_id', '=', userId)
    .executeTakeFirst();
  const extra = await db.selectFrom('scenes').select((eb) => eb.fn.sum<number>('extra_bytes').as('total')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0) + Number(extra?.total ?? 0);
}

/** Deletes scenes for good with their versions, taking their bytes off their owners' used storage (one transaction). */
export async function deleteScenes(db: Db, sceneUuids: readonly string[]): Promise<void> {
  for (const uuid of sceneUuids) {
    await inTransaction(db, async (trx) => {
      const scene = await trx.selectFrom('scenes').select(['user_id', 'extra_bytes']).where('uuid', '=', uuid).executeTakeFirst();
      if (!scene) return;
      const versions = await trx.selectFrom('scene_versions').select((eb) => eb.fn.sum<number>('size').as('total')).where('scene_uuid', '=', uuid).executeTakeFirst();
      await trx.deleteFrom('scene_versions').where('scene_uuid', '=', uuid).execute();
      await trx.deleteFrom('scenes').where('uuid', '=', uuid).execute();
      await addUsedBytes(trx, scene.user_id, -(Number(versions?.total ?? 0) + Number(scene.extra_bytes ?? 0)));
    });
  }
}

/** Refuses (413 'space usage at maximum' / 'insufficient space left') before a version of `bytes` is written. */
export async function ensureSceneSpace(ctx: Pick<RouteContext, 'quota'> & { readonly user: { readonly id: string; readonly plan: string } }, bytes: number): Promise<void> {
  await ctx.quota.ensureSpace(ctx.user, bytes);
}

/** The storage counter the scenes module registers. */
export const sceneContentCounter: StorageCounterDef = {
  name: 'scene-content',
  bytes: (services, userId) => sceneContentBytes(services.db, userId),
};
