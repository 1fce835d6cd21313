/** Deleting scenes to the shared recycle bin, and the scene bin calls under /repo/kf-scene. */
import { z } from 'zod';
import type { BinKind } from '../recycle-bin/recycle-bin.js';
import type { RouteKit } from '../../http/route-kit.js';
import { DeletedScene } from '../../../../sdk/contract/scene.js';
import { ownedScene } from './scene-store.js';
import { deleteResourceRow, purgeSceneResources } from '../resources/resource-store.js';
import { SCENE_ASSET_BLOB_KIND } from './scene-asset-routes.js';
import { deleteScenes } from './scene-storage.js';
import type { ServerServices } from '../../http/route-kit.js';
import { BinScene, ClearSceneBin, SceneBin, SceneBinCount, UpdateSceneBin } from '../../../../sdk/contract/endpoints/index.js';

const R = 'scene';
const KIND = 'scene';

/** The scene kind of the recycle bin: restore clears deleted_at; purge removes the scene, its versions and resources. */
export const sceneBinKind: BinKind = {
  kind: KIND,
  async restore(services, item) {
    await services.db.updateTable('scenes').set({ deleted_at: null }).where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
  },
  async purge(services, item) {
    await purgeSceneResources(services, item.itemId);
    const owned = await services.db.selectFrom('scenes').select('uuid').where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
    await deleteScenes(services.db, owned.map((s) => s.uuid));
  },
  async purgeProject(services, project) {
    await purgeProjectScenes(services, project.uuid);
  },
};

/** Deletes for good every scene, version, resource, group and scene asset of a project (the project is purged). */
export async function purgeProjectScenes(services: Pick<ServerServices, 'db' | 'blobs'>, projectUuid: string): Promise<void> {
  const { db, blobs } = services;
  const scenes = await db.selectFrom('scenes').select('uuid').where('project_uuid', '=', projectUuid).execute();
  await deleteScenes(db, scenes.map((s) => s.uuid));
  const resources = await db.selectFrom('resources').select('uuid').where('project_uuid', '=', projectUuid).execute();
  for (const r of resources) await deleteResourceRow(services, r.uuid);
  await db.deleteFrom('resource_groups').where('project_uuid', '=', projectUuid).execute();
  const assets = await db.selectFrom('scene_assets').select('id').where('project_uuid', '=', projectUuid).execute();
  for (const a of assets) await blobs.removeRefs(SCENE_ASSET_BLOB_KIND, a.id);
  await db.deleteFrom('scene_assets').where('project_uuid', '=', projectUuid).execute();
}

function toDeleted(item: { itemId: string; name: string; projectUuid: string | null; deletedAt: number; data: string | null }): z.infer<typeof DeletedScene> {
  let category = '';
  try {
    category = String((JSON.parse(item.data ?? '{}') as { category?: string }).category ?? '');
  } catch {
    category = '';
  }
  return { uuid: item.itemId, name: item.name, projectUuid: item.projectUuid ?? '', category, deletedAt: item.deletedAt };
}

/** Registers deleteScene and the scene bin calls. */
export function sceneBinRoutes(kit: RouteKit): void {
  kit.binKind(sceneBinKind);

  kit.endpoint(BinScene, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.id);
      const now = ctx.clock.now();
      await ctx.db.updateTable('scenes').set({ deleted_at: now }).where('uuid', '=', scene.uuid).execute();
      const item = await ctx.bin.add(ctx.user.id, { kind: KIND, itemId: scene.uuid, name: scene.name, projectUuid: scene.project_uuid, data: JSON.stringify({ category: scene.category }) });
      return toDeleted(item);
    },
  });

  kit.endpoint(SceneBinCount, {
    resource: R, action: 'read',
    handler: (ctx) => ctx.bin.count(ctx.user.id, { kinds: [KIND] }),
  });

  kit.endpoint(SceneBin, {
    resource: R, action: 'read',
    async handler(ctx) {
      const items = await ctx.bin.list(ctx.user.id, { kinds: [KIND], days: ctx.query.date || undefined });
      return items.map(toDeleted);
    },
  });

  kit.endpoint(UpdateSceneBin, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const item = ctx.params.flag === '0'
        ? await ctx.bin.restore(ctx.user.id, KIND, ctx.params.uuid)
        : await ctx.bin.purge(ctx.user.id, KIND, ctx.params.uuid);
      return toDeleted(item);
    },
  });

  kit.endpoint(ClearSceneBin, {
    resource: R, action: 'delete',
    handler: (ctx) => ctx.bin.clear(ctx.user.id, { kinds: [KIND], days: ctx.query.date || undefined, restore: ctx.query.flag === '0' }),
  });
}
