import type { OpenScenesService, SceneIoService } from '../../sdk/index.js';

/** Project and scene of a designer address (/artistDesigner/:projectUuid/:sceneId/...), if it is one. */
export function sceneOfPath(pathname: string): { projectUuid: string; sceneUuid: string } | undefined {
  const match = /^\/artistDesigner(?:WithCategory)?\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match) return undefined;
  return { projectUuid: decodeURIComponent(match[1]), sceneUuid: decodeURIComponent(match[2]) };
}

/** When the page's address names a scene and none is open yet, open it (the load → render path). */
export function openSceneFromLocation(sceneIo: SceneIoService, openScenes?: OpenScenesService, pathname: string | undefined = globalThis.location?.pathname): void {
  if (sceneIo.current || !pathname) return;
  const target = sceneOfPath(pathname);
  if (!target) return;
  // A failure shows the catalogue message through the api service; the document stays empty.
  const opening = openScenes ? openScenes.open(target.projectUuid, target.sceneUuid) : sceneIo.open(target.projectUuid, target.sceneUuid);
  opening.catch((error: unknown) => console.error(error));
}
