import { viewerPageOf } from './viewer-page.js';
import { loadPlayerCodeAhead } from './screens/preview/player-code-ahead.js';
// The page's styles with the entry (a <link> in viewer.html's head), not with the shell it loads: styled only once the
// shell ran, the page shifted its layout after the first paint (Lighthouse desktop: a layout shift of 0.316).
import './styles/index.css';

// The entry of a publish link's page (viewer.html, which the server sends for /preview/:key, /presenter/:key and
// /productExhibition/presenter/:key; docs/publishing.md "The viewer's own entry"). It imports next to nothing, so it
// runs as soon as it arrives and asks for the page's two halves side by side: the shell (the app kernel, which opens
// the link, React and the address's screen: viewer-shell.tsx) and the player's code (its kernel, Babylon.js, the basic
// plugins) with the standard shaders. Before, the player's code was asked for only once the shell's 14 files had
// arrived and run (docs/performance.md, "The published viewer, sixth pass").

function fail(error: unknown): void {
  console.error(error);
  const message = error instanceof Error ? error.message : String(error);
  document.body.textContent = `The application could not start: ${message}`;
}

const page = viewerPageOf(window.location.pathname);
if (!page) {
  // Not a link's address (viewer.html opened by its own name): the app's page.
  window.location.replace('/');
} else if (page.screen === 'preview') {
  // The published viewer draws its scene first and loads its page after the first frame (viewer-start.ts).
  import('./viewer-start.js').then((start) => start.startViewer(page, fail)).catch(fail);
} else {
  import('./viewer-shell.js').then((shell) => shell.startViewerShell(page)).catch(fail);
  loadPlayerCodeAhead();
}
