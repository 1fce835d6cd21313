import { titles } from '../../sdk/index.js';
import type { LocalizedText } from '../../sdk/index.js';

/** A procedural sky preset (Babylon SkyMaterial parameters; nothing is downloaded). */
export interface SkyPreset {
  /** Stored value. */
  readonly id: string;
  /** Title per language. */
  readonly titles: LocalizedText;
  /**
   * Sun inclination as SkyMaterial reads it: 0 puts the sun at the zenith, 0.5 on the horizon, above 0.5 below it
   * (the sun's height is sin(π · (0.5 − inclination))).
   */
  readonly inclination: number;
  /** Sun azimuth (0..1, one turn). */
  readonly azimuth: number;
  /** Luminance, SkyMaterial's exposure: the picture is scaled by log2(2 / luminance⁴), so lower is brighter. */
  readonly luminance: number;
  /** Turbidity: haze in the air (2 very clear … 60 overcast). */
  readonly turbidity: number;
  /** Rayleigh scattering: how blue the clear sky is. */
  readonly rayleigh: number;
}

/** A time of day: where the sun stands. */
interface TimeOfDay {
  readonly key: string;
  readonly titles: LocalizedText;
  /** Sun elevation over the horizon in degrees. */
  readonly elevation: number;
  readonly azimuth: number;
  readonly luminance: number;
}

/** A weather: what the air does to the light. */
interface Weather {
  readonly key: string;
  readonly titles: LocalizedText;
  readonly turbidity: number;
  readonly rayleigh: number;
  /** Multiplies the time of day's luminance (below 1: a brighter picture). */
  readonly exposure: number;
}

// Measured in the viewport (mean colour of the sky above the horizon): SkyMaterial's sky goes black as soon as the
// sun is below the horizon, and a low sun is dim, so twilight and night keep the sun just on the horizon and open
// the exposure (a lower luminance) instead.
const TIMES: readonly TimeOfDay[] = [
  { key: 'noon', titles: titles('Noon', '正午', '正午'), elevation: 70, azimuth: 0.3, luminance: 0.8 },
  { key: 'dawn', titles: titles('Dawn', '拂晓', '拂曉'), elevation: 0.5, azimuth: 0.15, luminance: 0.015 },
  { key: 'sunrise', titles: titles('Sunrise', '日出', '日出'), elevation: 2, azimuth: 0.17, luminance: 0.04 },
  { key: 'morning', titles: titles('Morning', '上午', '上午'), elevation: 25, azimuth: 0.22, luminance: 0.55 },
  { key: 'afternoon', titles: titles('Afternoon', '午后', '午後'), elevation: 35, azimuth: 0.38, luminance: 0.6 },
  { key: 'sunset', titles: titles('Sunset', '日落', '日落'), elevation: 2, azimuth: 0.43, luminance: 0.04 },
  { key: 'dusk', titles: titles('Dusk', '黄昏', '黃昏'), elevation: 0.5, azimuth: 0.45, luminance: 0.015 },
  { key: 'night', titles: titles('Night', '夜晚', '夜晚'), elevation: 0.05, azimuth: 0.25, luminance: 0.2 },
];

// Haze darkens SkyMaterial's sky away from the sun: hazier weathers open the exposure to stay a bright grey.
const WEATHERS: readonly Weather[] = [
  { key: '', titles: titles('fair', '晴间少云', '晴間少雲'), turbidity: 8, rayleigh: 2, exposure: 1 },
  { key: 'clear', titles: titles('clear', '晴朗', '晴朗'), turbidity: 2, rayleigh: 1.5, exposure: 1 },
  { key: 'hazy', titles: titles('hazy', '雾霾', '霧霾'), turbidity: 25, rayleigh: 1, exposure: 0.4 },
  { key: 'overcast', titles: titles('overcast', '阴天', '陰天'), turbidity: 20, rayleigh: 0.3, exposure: 0.25 },
  { key: 'storm', titles: titles('stormy', '暴风雨', '暴風雨'), turbidity: 45, rayleigh: 0.2, exposure: 0.15 },
];

/** Ids kept from the first eight presets so stored scenes keep their sky. */
const LEGACY_IDS: Readonly<Record<string, string>> = { 'noon-clear': 'clear', 'noon-hazy': 'hazy' };

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Time of day × weather: 8 × 5 = 40 presets (spec 001 §9: 40 sky presets). The first is the default. */
export const SKY_PRESETS: readonly SkyPreset[] = TIMES.flatMap((time) => WEATHERS.map((weather): SkyPreset => {
  const plainId = weather.key ? `${time.key}-${weather.key}` : time.key;
  const title = (locale: keyof LocalizedText) => (weather.key ? `${time.titles[locale]} · ${weather.titles[locale]}` : time.titles[locale]);
  return {
    id: LEGACY_IDS[plainId] ?? plainId,
    titles: titles(title('en'), title('zh-CN'), title('zh-TW')),
    inclination: round(0.5 - time.elevation / 180),
    azimuth: time.azimuth,
    luminance: round(time.luminance * weather.exposure),
    turbidity: weather.turbidity,
    rayleigh: weather.rayleigh,
  };
}));
