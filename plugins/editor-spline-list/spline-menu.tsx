import { useEffect } from 'react';
import type { TranslateFn } from '../../sdk/index.js';

/** The context menu's actions (spec 001 §2 spline list). */
export type SplineMenuAction = 'createCircle' | 'createSpiral' | 'createPath' | 'convertToPath' | 'invertOrder' | 'delete';

const ACTIONS: readonly SplineMenuAction[] = ['createCircle', 'createSpiral', 'createPath', 'convertToPath', 'invertOrder', 'delete'];
const NEEDS_SPLINE: ReadonlySet<SplineMenuAction> = new Set(['convertToPath', 'invertOrder', 'delete']);

interface Props {
  readonly x: number;
  readonly y: number;
  /** Whether a spline is targeted (a row, or the selection for the empty area); else only the create actions work. */
  readonly hasTarget: boolean;
  readonly t: TranslateFn;
  onPick(action: SplineMenuAction): void;
  onClose(): void;
}

/** Right-click menu of the spline list: closes on a click elsewhere or Escape; kept above 798 px (spec 001 §9). */
export function SplineMenu({ x, y, hasTarget, t, onPick, onClose }: Props) {
  useEffect(() => {
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e instanceof MouseEvent && (e.target as HTMLElement | null)?.closest?.('.kf-spline-menu')) return;
      onClose();
    };
    window.addEventListener('mousedown', close);
    window.addEventListener('keydown', close);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('keydown', close);
    };
  }, [onClose]);
  return (
    <div className="kf-spline-menu" role="menu" data-testid="spline-context-menu"
      style={{ left: Math.max(0, Math.min(x, window.innerWidth - 190)), top: Math.min(y, 798) }}>
      {ACTIONS.map((action) => (
        <button key={action} type="button" role="menuitem" data-testid={`spline-menu-${action}`}
          disabled={NEEDS_SPLINE.has(action) && !hasTarget} onClick={() => onPick(action)}>
          {t(action === 'delete' ? 'splineList.delete' : `splineList.${action}`)}
        </button>
      ))}
    </div>
  );
}
