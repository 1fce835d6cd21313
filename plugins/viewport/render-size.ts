import type { JsonObject } from '../../sdk/index.js';

/** A fixed render resolution in pixels. */
export interface RenderSize {
  readonly width: number;
  readonly height: number;
}

/** A box inside the panel, in CSS pixels from its top-left corner. */
export interface FitBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const positiveInt = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : 0);

/**
 * The render resolution the Scene node asks for (its renderWidth and renderHeight), or undefined when either is 0 or
 * missing: then the render follows the panel size. Each side is capped at `max` (the GPU's largest render target).
 */
export function renderSizeOf(props: Readonly<JsonObject>, max: number): RenderSize | undefined {
  const width = positiveInt(props.renderWidth);
  const height = positiveInt(props.renderHeight);
  if (!width || !height) return undefined;
  const shrink = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.floor(width * shrink)), height: Math.max(1, Math.floor(height * shrink)) };
}

/** The largest box of the size's aspect ratio that fits the panel, centred (letterboxed or pillarboxed). */
export function fitInPanel(size: RenderSize, panelWidth: number, panelHeight: number): FitBox {
  const scale = Math.min(panelWidth / size.width, panelHeight / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  return { left: (panelWidth - width) / 2, top: (panelHeight - height) / 2, width, height };
}
