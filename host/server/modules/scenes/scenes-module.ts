import type { RouteKit } from '../../http/route-kit.js';
import { sceneRoutes } from './scene-routes.js';
import { sceneBinRoutes } from './scene-bin-routes.js';
import { sceneAssetRoutes } from './scene-asset-routes.js';
import { sceneArchiveRoutes } from './scene-archive-routes.js';
import { previewRoutes } from './preview-routes.js';
import { sceneMessages } from './scene-messages.js';
import { demoSceneDocument } from './templates.js';
import { insertScene } from './scene-store.js';
import { sceneContentCounter } from './scene-storage.js';
import { DEFAULT_SCENE_CATEGORY } from '../../../../sdk/contract/scene.js';

/** Scenes: calls under /repo/kf-scene, the scene bin kind, .kzs archives, and the 'Demo scene' seed. */
export function scenesModule(kit: RouteKit): void {
  kit.messages(sceneMessages);
  sceneRoutes(kit);
  sceneBinRoutes(kit);
  sceneAssetRoutes(kit);
  sceneArchiveRoutes(kit);
  previewRoutes(kit);
  kit.storage(sceneContentCounter);
  kit.seed({
    name: 'demo-scene',
    async run(ctx) {
      if (!ctx.demo) return;
      const user = await ctx.db.selectFrom('users').select('username').where('id', '=', ctx.demo.userId).executeTakeFirstOrThrow();
      await insertScene(ctx.db, {
        userId: ctx.demo.userId, username: user.username, projectUuid: ctx.demo.projectUuid, now: ctx.clock.now(),
        record: {
          name: 'Demo scene', category: DEFAULT_SCENE_CATEGORY, path: '', preview: null, data: null, content: JSON.stringify(demoSceneDocument()),
          importAssets: null, logic: null, logicXml: null, logicBk: null, logicXmlBk: null, externalResources: [],
        },
      });
    },
  });
}
