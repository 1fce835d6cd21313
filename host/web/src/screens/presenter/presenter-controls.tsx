import { useEffect, useState } from 'react';
import { useT } from '../../kernel/kernel-context.js';
import type { ScenePlayerProbe } from '../preview/player-stage.js';
import { CameraDirector } from './camera-flight.js';
import { Presentation, type PresentationState } from './presentation.js';
import { presenterSteps, type PresenterStep } from './presenter-steps.js';

/** How long the camera takes from one view to the next, in milliseconds. */
export const FLIGHT_MS = 1200;

interface Running {
  readonly presentation: Presentation;
  readonly steps: readonly PresenterStep[];
}

/** Whether a key press belongs to a field (the language menu, a form) rather than to the presentation. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

/**
 * The presenter's bar over the player (docs/publishing.md): previous / next, the step indicator ("2 / 5") with the
 * view's name, autoplay; the arrow keys (and Page Up / Page Down) step too. The first view is shown at once, the others
 * by a camera flight.
 */
export function PresenterControls({ player }: { readonly player: ScenePlayerProbe }) {
  const t = useT();
  const [running, setRunning] = useState<Running>();
  const [state, setState] = useState<PresentationState>();

  useEffect(() => {
    const steps = presenterSteps(player);
    const director = new CameraDirector(player.view.scene, steps.map((s) => s.camera));
    let first = true;
    const presentation = new Presentation(Math.max(1, steps.length), (index, arrived) => {
      const step = steps[index];
      if (!step) {
        arrived(); // no camera: the player's default view is the one step
        return;
      }
      director.fly(step.camera, first ? 0 : FLIGHT_MS, arrived);
      first = false;
    });
    const unsubscribe = presentation.subscribe(setState);
    presentation.goTo(0);
    setRunning({ presentation, steps });
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') presentation.next();
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') presentation.previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      unsubscribe();
      presentation.dispose();
      director.dispose();
    };
  }, [player]);

  if (!running || !state) return null;
  const { presentation, steps } = running;
  const step = steps[state.index];
  const current = state.index + 1;
  return (
    <nav
      className="kf-presenter-bar" data-testid="presenter-bar" aria-label={t('presenter.controls')}
      data-step={current} data-count={state.count} data-playing={state.playing ? 'true' : 'false'}
      data-arrived={state.arrived ? 'true' : 'false'} data-camera={step?.id ?? ''}
    >
      <button type="button" data-testid="presenter-previous" disabled={state.index === 0} onClick={() => presentation.previous()} aria-label={t('presenter.previous')} title={t('presenter.previous')}>‹</button>
      <div className="kf-presenter-step">
        <span className="kf-presenter-name" data-testid="presenter-name">{step ? step.name : t('presenter.defaultView')}</span>
        <span data-testid="presenter-indicator" aria-label={t('presenter.stepLabel', { current, total: state.count })} aria-live="polite">
          {t('presenter.step', { current, total: state.count })}
        </span>
      </div>
      <button type="button" data-testid="presenter-next" disabled={current === state.count} onClick={() => presentation.next()} aria-label={t('presenter.next')} title={t('presenter.next')}>›</button>
      <button type="button" className="kf-presenter-play" data-testid="presenter-play" disabled={state.count < 2} aria-pressed={state.playing} onClick={() => presentation.toggle()}>
        {state.playing ? `❚❚ ${t('presenter.pause')}` : `▶ ${t('presenter.play')}`}
      </button>
    </nav>
  );
}
