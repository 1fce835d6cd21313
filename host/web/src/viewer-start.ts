import { ApiService } from '../../../sdk/index.js';
import { startAppKernel } from './kernel/app-kernel.js';
import { loadPlayerStage } from './screens/preview/player-stage-code.js';
import { openLinkAhead } from './screens/preview/link-head-start.js';
import { playableOf } from './screens/preview/playable.js';
import type { ViewerPage } from './viewer-page.js';

// A publish link's page (`/preview/:key`) draws its scene before its page loads (docs/publishing.md "The scene before
// the page"): the app kernel (its services, not React), the link opened, the player's code, and the player started on
// a canvas of its own under the server's loading page; React and the screen (viewer-shell.tsx) load only after the
// first frame, and the screen's player stage takes the running player over. A link that opens no scene at once (a
// password, a closed link, a failure) gets its page as soon as the link answers; so does a player that fails to start
// (its page starts it again and shows why). No timer: a page shown while the early player still starts would start a
// second one beside it.

/** Start the page of `page`; `fail` shows a failure to start. */
export function startViewer(page: ViewerPage, fail: (error: unknown) => void): void {
  // Its texts too come after the first frame: nothing shows text before it (the server's loading page has its own).
  let pageTime!: () => void;
  const pageTimeCame = new Promise<void>((resolve) => {
    pageTime = resolve;
  });
  const started = startAppKernel(pageTimeCame);
  let shown = false;
  const showPage = () => {
    if (shown) return;
    shown = true;
    pageTime();
    import('./viewer-shell.js').then((shell) => shell.startViewerShell(page, started)).catch(fail);
  };
  const api = started.kernel.services.tryGet(ApiService);
  const opening = api ? openLinkAhead(api, page.shortKey) : undefined;
  const code = loadPlayerStage();
  void code.then((m) => m.prefetchStandardShaders(), () => undefined);
  if (!opening) {
    showPage();
    return;
  }
  opening.then(async (scene) => {
    const player = await code;
    await player.startEarlyPlayer(started.kernel, playableOf(scene), scene.visit, showPage);
  }).catch(showPage);
}
