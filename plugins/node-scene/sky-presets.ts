import { titles } from '../../sdk/index.js';
import type { LocalizedText } from '../../sdk/index.js';

/** A procedural sky preset (Babylon SkyMaterial parameters; nothing is downloaded). */
export interface SkyPreset {
  /** Stored value. */
  readonly id: string;
  /** Title per language. */
  readonly titles: LocalizedText;
  /** Sun inclination (-0.5..0.5; 0 is the horizon). */
  readonly inclination: number;
  /** Sun azimuth (0..1). */
  readonly azimuth: number;
  /** Luminance. */
  readonly luminance: number;
  /** Turbidity. */
  readonly turbidity: number;
  /** Rayleigh scattering. */
  readonly rayleigh: number;
}

/** The built-in sky presets. */
export const SKY_PRESETS: readonly SkyPreset[] = [
  { id: 'noon', titles: titles('Noon', '正午', '正午'), inclination: 0.1, azimuth: 0.25, luminance: 1, turbidity: 10, rayleigh: 2 },
  { id: 'morning', titles: titles('Morning', '清晨', '清晨'), inclination: 0.3, azimuth: 0.25, luminance: 1, turbidity: 8, rayleigh: 2 },
  { id: 'afternoon', titles: titles('Afternoon', '午后', '午後'), inclination: 0.2, azimuth: 0.3, luminance: 1, turbidity: 10, rayleigh: 2.5 },
  { id: 'sunset', titles: titles('Sunset', '日落', '日落'), inclination: 0.49, azimuth: 0.25, luminance: 1.1, turbidity: 15, rayleigh: 3 },
  { id: 'dusk', titles: titles('Dusk', '黄昏', '黃昏'), inclination: 0.5, azimuth: 0.2, luminance: 0.4, turbidity: 20, rayleigh: 4 },
  { id: 'hazy', titles: titles('Hazy', '雾霾', '霧霾'), inclination: 0.15, azimuth: 0.25, luminance: 1, turbidity: 40, rayleigh: 1 },
  { id: 'clear', titles: titles('Clear', '晴朗', '晴朗'), inclination: 0.05, azimuth: 0.25, luminance: 1, turbidity: 2, rayleigh: 1.5 },
  { id: 'night', titles: titles('Night', '夜晚', '夜晚'), inclination: -0.3, azimuth: 0.25, luminance: 0.1, turbidity: 5, rayleigh: 0.5 },
];
