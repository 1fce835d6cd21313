import type { DesignMode, PanelArea, PanelContribution } from '../../../../sdk/index.js';

/** Where one panel goes when the default layout is built: beside the center, or as a tab of an earlier panel. */
export type PlannedPosition =
  | { readonly kind: 'root' }
  | { readonly kind: 'tab'; readonly of: string }
  | { readonly kind: 'side'; readonly area: Exclude<PanelArea, 'center'>; readonly of?: string };

/** One step of building the default layout. */
export interface PlannedPanel {
  readonly id: string;
  readonly area: PanelArea;
  readonly position: PlannedPosition;
}

/** Default sizes of the side areas in pixels. */
export const AREA_SIZE: Readonly<Record<Exclude<PanelArea, 'center'>, number>> = { left: 280, right: 340, bottom: 220 };

const BUILD_ORDER: readonly PanelArea[] = ['center', 'left', 'right', 'bottom'];

/** Panels of one area in layout order: the panel that is main in `mode` first, then by `order`. */
function ordered(panels: readonly PanelContribution[], mode: DesignMode): PanelContribution[] {
  const rank = (p: PanelContribution) => (p.mainIn === mode ? 0 : 1);
  return [...panels].sort((a, b) => rank(a) - rank(b) || (a.order ?? 0) - (b.order ?? 0));
}

/**
 * The default layout as a sequence of additions: the center area first (one tab group), then the left and right
 * columns beside it, then the bottom area below the center. Panels of one area share a tab group, ordered by `order`;
 * the panel that is main in the design mode (`mainIn`) comes first (the logic window in Logical, the viewport in Design).
 */
export function planDefaultLayout(panels: readonly PanelContribution[], mode: DesignMode = 'design'): PlannedPanel[] {
  const plan: PlannedPanel[] = [];
  let center: string | undefined;
  for (const area of BUILD_ORDER) {
    const inArea = ordered(panels.filter((p) => p.area === area), mode);
    let first: string | undefined;
    for (const panel of inArea) {
      let position: PlannedPosition;
      if (first) position = { kind: 'tab', of: first };
      else if (plan.length === 0) position = { kind: 'root' };
      else position = { kind: 'side', area: area === 'center' ? 'bottom' : area, of: center };
      plan.push({ id: panel.id, area, position });
      first ??= panel.id;
    }
    if (area === 'center') center = first;
  }
  return plan;
}
