import type { ApiService } from '../../../../../sdk/index.js';
import type { PublishedScene } from '../../../../../sdk/contract/publish-link.js';
import { OpenShortLink } from '../../../../../sdk/contract/endpoints/index.js';
import { loadPlayerStage } from './player-stage-code.js';

// A publish link's page starts what its first frame waits for at once, in parallel, instead of one step after the
// other (docs/publishing.md "The viewer's head start"): the player's code with the screen's code, the standard
// material's shaders as soon as the player's code is there, the link's opening as soon as the app kernel exists (before React draws the screen), and the code of
// the plugins the scene needs as soon as the link answers (before the player's kernel starts).

/** Openings started by `openLinkAhead`, by short key, until the screen takes them over. */
const openings = new Map<string, Promise<PublishedScene>>();

/**
 * Open the link without a password now (the visit it counts is the page's one: `PublishedLink` takes this opening
 * over instead of opening the link again); once it answers, ask for the code of the plugins its scene needs. A link
 * with a password answers with the prompt's status and no scene, as it would have later. Returns the opening (the
 * page's early start plays its scene: viewer-start.ts).
 */
export function openLinkAhead(api: ApiService, shortKey: string): Promise<PublishedScene> {
  const opening = api.call(OpenShortLink, { params: { code: shortKey }, query: {} }, { silent: true });
  openings.set(shortKey, opening);
  opening.then(
    (scene) => loadPlayerStage().then((m) => m.prefetchPlayerPlugins(scene.content, scene.logic ?? undefined)),
    () => undefined,
  ).catch(() => undefined);
  return opening;
}

/** The opening `openLinkAhead` started for `shortKey`, once (a later opening of the link is a new request). */
export function takeOpeningAhead(shortKey: string): Promise<PublishedScene> | undefined {
  const opening = openings.get(shortKey);
  openings.delete(shortKey);
  return opening;
}
