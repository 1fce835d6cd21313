import type { SettingContribution } from '../../sdk/index.js';

/** The user setting holding the viewport's quality preset. */
export const VIEWPORT_QUALITY_SETTING = 'viewport.quality';

/** Presets, best picture first: a slow machine (software WebGL, a laptop on battery) trades picture for speed. */
export const VIEWPORT_QUALITIES = ['high', 'balanced', 'fast'] as const;
export type ViewportQualityName = (typeof VIEWPORT_QUALITIES)[number];

/** What a preset sets. */
export interface ViewportQuality {
  /** Multisample antialiasing; fixed when the engine is made, so a change shows when the designer opens next. */
  readonly antialias: boolean;
  /** Drawing-buffer pixels per CSS pixel of the panel, relative to the screen's own ratio (1 = sharp). */
  readonly resolution: number;
  /** Least milliseconds between two frames while the view redraws on its own (particles, animations); 0 = every display frame. */
  readonly minFrameInterval: number;
}

const PRESETS: Readonly<Record<ViewportQualityName, ViewportQuality>> = {
  high: { antialias: true, resolution: 1, minFrameInterval: 0 },
  balanced: { antialias: true, resolution: 0.75, minFrameInterval: 1000 / 30 },
  fast: { antialias: false, resolution: 0.5, minFrameInterval: 1000 / 15 },
};

/** The setting as contributed to the Settings point. */
export const viewportQualitySetting: SettingContribution = {
  id: VIEWPORT_QUALITY_SETTING,
  titleKey: 'viewport.quality',
  type: 'enum',
  default: 'high',
  options: VIEWPORT_QUALITIES,
};

/** The preset a stored value names; anything else (a value from an older build, a hand-edited store) is `high`. */
export function viewportQualityName(value: unknown): ViewportQualityName {
  return (VIEWPORT_QUALITIES as readonly unknown[]).includes(value) ? (value as ViewportQualityName) : 'high';
}

/** What the preset a stored value names sets. */
export function viewportQuality(value: unknown): ViewportQuality {
  return PRESETS[viewportQualityName(value)];
}
