import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The player's code (what starts it: its kernel, view and the Babylon.js they draw with), as player-stage-code.ts loads it. */
const PLAYER_CODE = 'host/web/src/screens/preview/player-code.ts';

/**
 * The player's plugins almost every scene needs (the default scene's nodes: scene, transforms, meshes of the basic
 * shapes, the three common lights, the orbit camera; the viewport state), by their code
 * module. They ride in the player's chunk: a publish link's page then gets them with the player's code instead of
 * asking for them once the link has answered. Other plugins (particles, effects, other materials, logic…) still load
 * by content, each in its own files.
 */
export const PLAYER_BASIC_PLUGINS = [
  'node-scene', 'node-transform', 'node-mesh', 'node-hemispheric-light', 'node-directional-light', 'node-point-light', 'node-orbit-camera',
  'geometry-box', 'geometry-sphere', 'geometry-cylinder', 'geometry-plane', 'viewport-state',
].map((name) => `plugins/${name}/index.ts`);

interface ModuleGraph {
  /** The ids of the modules of the build. */
  readonly ids: Iterable<string>;
  /** Whether a module is an entry of the build (a page's script or one of the SDK's entries) and what it imports statically. */
  readonly info: (id: string) => { readonly isEntry: boolean; readonly importedIds: readonly string[] } | null;
}

/** The modules `roots` import statically, followed to the end (the roots included), but none `skip` names. */
function staticClosure(graph: ModuleGraph, roots: readonly string[], skip: (id: string) => boolean = () => false): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || skip(id)) continue;
    const info = graph.info(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds);
  }
  return found;
}

/**
 * Babylon.js's modules: no page's first files hold them (tests/build/entry-chunk.test.ts). A page's entry reaches them
 * in the module graph only through the SDK's barrel (sdk/index.ts), whose unused modules the bundler leaves out.
 */
const isBabylon = (id: string) => /[\\/]node_modules[\\/]@babylonjs[\\/]/.test(id);

/**
 * Babylon.js's parts that the player's modules import but load only when a scene uses them (effects, render targets,
 * cube, HDR and procedural textures, the sky's ground), or that the bundler inlines (the engine's constants): the
 * module graph shows their imports, but the player's first frame does not run them. Left out of the player's chunk
 * (its walk stops at them), they stay in the files of what uses them: 99 kB of source (gzip) measured in the chunk.
 */
const LOADED_WHEN_USED = /[\\/]@babylonjs[\\/]core[\\/](PostProcesses[\\/]|Materials[\\/]Textures[\\/](Procedurals|Filtering|renderTargetTexture|cubeTexture|envCubeTexture|hdrCubeTexture)|Misc[\\/](HighDynamicRange|textureTools)|Rendering[\\/](iblCdf|objectRenderer)|Materials[\\/]effectRenderer|Meshes[\\/](groundMesh|Builders[\\/]groundBuilder)|Engines[\\/](constants|AbstractEngine[\\/]abstractEngine\.cubeTexture))/;

/**
 * What a publish link's page loads beside the player's code, by dynamic imports of its entry (viewer-main.ts): the
 * shell, and the published viewer's early start (viewer-start.ts, which loads the shell after the first frame).
 */
const VIEWER_PAGES = ['host/web/src/viewer-shell.tsx', 'host/web/src/viewer-start.ts'];

/**
 * The modules of the player's chunk: what the player's code and its basic plugins import statically, less what a page's
 * entry (index.html's, viewer.html's and its shell) imports statically, which stays in that page's first files. The entries' walk
 * stops at Babylon.js (`isBabylon`), so it overshoots only by the SDK modules behind the barrel the entries do not use.
 */
export function playerChunkModules(graph: ModuleGraph, root = repoRoot): Set<string> {
  const ids = [...graph.ids];
  const pages = [...ids.filter((id) => id.endsWith('.html') && graph.info(id)?.isEntry), ...VIEWER_PAGES.map((path) => `${root}${path}`)];
  const roots = [PLAYER_CODE, ...PLAYER_BASIC_PLUGINS].map((path) => `${root}${path}`).filter((id) => graph.info(id));
  const player = staticClosure(graph, roots, (id) => LOADED_WHEN_USED.test(id));
  for (const id of staticClosure(graph, pages, isBabylon)) player.delete(id);
  return player;
}

/**
 * The player's code in one chunk (Rolldown's `codeSplitting.groups`). Left to itself, the bundler split the player's
 * Babylon.js core and its basic plugins into about 70 files shared in different subsets with the designer's chunks; a
 * publish link's page waited on them over the 6 connections a browser opens to an HTTP/1.1 server, its main thread
 * mostly idle. The group's modules are known only once the module graph is (the plugin's `buildEnd`); the group is
 * asked after that, when chunks are made. It does not take its modules' dependencies along (Rolldown's default): they
 * would take the pages' first modules (Inversify, rxjs, React) into the player's chunk, and every page would load it.
 * That setting needs the entries' signatures allowed to grow (sdk-runtime-plugin.ts). It ranks below the shader groups
 * (standard-shaders-chunk.ts), which keep their files. The designer's chunks import it for the Babylon.js they share.
 */
export function playerChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean; priority: number; includeDependenciesRecursively: boolean } } {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'scene-player-chunk',
    apply: 'build',
    buildEnd() {
      modules = playerChunkModules({ ids: this.getModuleIds(), info: (id) => this.getModuleInfo(id) });
    },
  };
  return { plugin, group: { name: 'scene-player', test: (id: string) => modules.has(id), priority: 0, includeDependenciesRecursively: false } };
}
