import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAYER_BASIC_PLUGINS, playerChunk, playerChunkModules } from './player-chunk.js';

const ROOT = '/repo/';
const BABYLON = `${ROOT}node_modules/@babylonjs/core`;

/** A module graph: each module's static imports; `.html` modules are the pages' entries. */
function graphOf(imports: Record<string, readonly string[]>) {
  return {
    ids: Object.keys(imports),
    info: (id: string) => (id in imports ? { isEntry: id.endsWith('.html'), importedIds: imports[id] } : null),
  };
}

describe("the player's chunk group", () => {
  const graph = graphOf({
    [`${ROOT}host/web/index.html`]: [`${ROOT}host/web/src/main.tsx`],
    [`${ROOT}host/web/src/main.tsx`]: [`${ROOT}core/kernel/app-kernel.ts`, `${ROOT}sdk/index.ts`],
    [`${ROOT}host/web/viewer.html`]: [`${ROOT}host/web/src/viewer-main.ts`],
    [`${ROOT}host/web/src/viewer-main.ts`]: [],
    [`${ROOT}host/web/src/viewer-shell.tsx`]: [`${ROOT}core/kernel/app-kernel.ts`, `${ROOT}node_modules/react-dom/index.js`],
    [`${ROOT}node_modules/react-dom/index.js`]: [],
    [`${ROOT}core/kernel/app-kernel.ts`]: [`${ROOT}node_modules/inversify/index.js`],
    [`${ROOT}node_modules/inversify/index.js`]: [],
    // The SDK's barrel reaches Babylon.js, which the pages' first files never hold.
    [`${ROOT}sdk/index.ts`]: [`${ROOT}sdk/viewport/render-scheduler.ts`],
    [`${ROOT}sdk/viewport/render-scheduler.ts`]: [`${BABYLON}/scene.js`],
    [`${ROOT}host/web/src/screens/preview/player-code.ts`]: [`${ROOT}host/web/src/player/player-view.ts`, `${ROOT}core/kernel/app-kernel.ts`, `${ROOT}node_modules/react-dom/index.js`],
    [`${ROOT}host/web/src/player/player-view.ts`]: [`${BABYLON}/Engines/engine.js`, `${BABYLON}/scene.js`],
    [`${BABYLON}/Engines/engine.js`]: [],
    [`${BABYLON}/scene.js`]: [`${BABYLON}/Engines/engine.js`, `${BABYLON}/PostProcesses/postProcess.pure.js`],
    // Imported by the player's modules but run only when a scene has an effect: left to the files of what uses it.
    [`${BABYLON}/PostProcesses/postProcess.pure.js`]: [`${BABYLON}/Materials/effectRenderer.pure.js`],
    [`${BABYLON}/Materials/effectRenderer.pure.js`]: [],
    [`${ROOT}${PLAYER_BASIC_PLUGINS[0]}`]: [`${BABYLON}/Meshes/mesh.js`],
    [`${BABYLON}/Meshes/mesh.js`]: [],
    // A plugin that loads by content only (particles): not in the chunk.
    [`${ROOT}plugins/node-particle-system/index.ts`]: [`${BABYLON}/Particles/particleSystem.js`],
    [`${BABYLON}/Particles/particleSystem.js`]: [],
  });

  it("holds the player's code, the Babylon.js it draws with and the basic plugins, not the pages' first modules", () => {
    const modules = playerChunkModules(graph, ROOT);
    expect([...modules].sort()).toEqual([
      `${ROOT}host/web/src/player/player-view.ts`,
      `${ROOT}host/web/src/screens/preview/player-code.ts`,
      `${BABYLON}/Engines/engine.js`,
      `${BABYLON}/Meshes/mesh.js`,
      `${BABYLON}/scene.js`,
      `${ROOT}${PLAYER_BASIC_PLUGINS[0]}`,
    ].sort());
  });

  it('knows its modules once the module graph is built, and does not take their dependencies along', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const scene = `${root}node_modules/@babylonjs/core/scene.js`;
    const real = graphOf({ [`${root}host/web/src/screens/preview/player-code.ts`]: [scene], [scene]: [] });
    const { plugin, group } = playerChunk();
    expect(group.includeDependenciesRecursively).toBe(false);
    expect(group.test(scene)).toBe(false);
    const buildEnd = plugin.buildEnd as (this: { getModuleIds: () => Iterable<string>; getModuleInfo: (id: string) => unknown }) => void;
    buildEnd.call({ getModuleIds: () => real.ids, getModuleInfo: real.info });
    expect(group.test(scene)).toBe(true);
    expect(group.test(`${root}node_modules/react-dom/index.js`)).toBe(false);
  });
});
