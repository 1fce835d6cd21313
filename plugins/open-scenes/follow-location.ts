import type { OpenScenesService } from '../../sdk/index.js';

const DESIGNER_PATH = /^\/artistDesigner(?:WithCategory)?\/([^/]+)\/([^/]+)\/([^/]+)/;

/** The scene named by a designer address, if any. */
export function sceneOfDesignerPath(pathname: string): { projectUuid: string; sceneId: string } | undefined {
  const match = DESIGNER_PATH.exec(pathname);
  if (!match) return undefined;
  return { projectUuid: decodeURIComponent(match[1]), sceneId: decodeURIComponent(match[2]) };
}

/**
 * The designer screen is kept alive between visits: when the address changes to another scene
 * (opened from the scene list), open it as a tab. The first address is opened by the viewport.
 */
export function followLocation(openScenes: OpenScenesService, intervalMs = 400): () => void {
  let last = globalThis.location?.pathname ?? '';
  const timer = setInterval(() => {
    const path = globalThis.location?.pathname ?? '';
    if (path === last) return;
    last = path;
    const target = sceneOfDesignerPath(path);
    if (target && target.sceneId !== openScenes.activeId) openScenes.open(target.projectUuid, target.sceneId).catch(() => undefined);
  }, intervalMs);
  return () => clearInterval(timer);
}
