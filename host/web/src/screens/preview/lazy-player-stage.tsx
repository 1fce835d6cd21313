import { lazy, Suspense, type ComponentProps } from 'react';
import type { PlayerStage } from './player-stage.js';
import { loadPlayerStage as load } from './player-stage-code.js';

/**
 * Start loading the player's code now: a publish link's page asks while the link's own request is in flight, so the
 * two arrive together instead of one after the other (the preview screen's chunk stays small and starts at once).
 */
export function preloadPlayerStage(): void {
  void load().catch(() => undefined);
  void loadStage().catch(() => undefined);
}

/** The stage (React) in a chunk of its own beside the player's code, which it imports. */
const loadStage = () => import('./player-stage.js');

const Stage = lazy(() => loadStage().then((m) => ({ default: m.PlayerStage })));

/**
 * `PlayerStage`, loaded when first drawn (or earlier by `preloadPlayerStage`). Until its code is there, the page shows
 * what the stage shows over its canvas while the scene loads (a publish link's loading page), so that page shows from
 * the moment the link answers.
 */
export function LazyPlayerStage(props: ComponentProps<typeof PlayerStage>) {
  const waiting = (
    <main className="kf-player" data-testid="screen-preview" data-ready="false" aria-busy="true">
      {props.loading?.(false)}
    </main>
  );
  return <Suspense fallback={waiting}><Stage {...props} /></Suspense>;
}
