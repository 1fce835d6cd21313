import { KSTAGE_TARGET } from '../../sdk/index.js';
import type { StageSlot } from '../../sdk/index.js';

/**
 * A channel's running values: the stage slots plus the ones only the compiler reads (environment colour and strength,
 * reflectance, turbidity, irradiation, colour mask, flow).
 */
export type ChannelSlot = StageSlot | 'envColor' | 'envStrength' | 'reflect' | 'turbidity' | 'irradiation' | 'colorMask' | 'flow';

/** Whether a target takes a colour (vec3) or a number; a stage's colour sent to a number target gives its luminance. */
export type TargetValue = 'color' | 'scalar';

/** How a target code (spec 001 §9) draws: the slot it writes and the slot's start value. */
export interface TargetMeaning {
  readonly slot: ChannelSlot;
  readonly value: TargetValue;
  readonly start: number | readonly [number, number, number];
}

/**
 * Target code → slot. Alpha (7), opacity (9) and alpha mask (35) are handled apart (they compose alpha), normal (12)
 * bends the normal, close (0) draws nothing. What each slot does to the channel: docs/architecture.md, "KMaterial targets".
 */
export const TARGET_MEANINGS: Readonly<Partial<Record<number, TargetMeaning>>> = {
  [KSTAGE_TARGET.baseColor]: { slot: 'color', value: 'color', start: [1, 1, 1] },
  [KSTAGE_TARGET.emissive]: { slot: 'emissive', value: 'color', start: [0, 0, 0] },
  [KSTAGE_TARGET.specular]: { slot: 'specular', value: 'color', start: [1, 1, 1] },
  [KSTAGE_TARGET.environmentColor]: { slot: 'envColor', value: 'color', start: [1, 1, 1] },
  [KSTAGE_TARGET.irradiation]: { slot: 'irradiation', value: 'color', start: [0, 0, 0] },
  [KSTAGE_TARGET.colorMask]: { slot: 'colorMask', value: 'color', start: [1, 1, 1] },
  // A flow map's colour: red and green 0.5 is no motion.
  [KSTAGE_TARGET.flow]: { slot: 'flow', value: 'color', start: [0.5, 0.5, 0] },
  [KSTAGE_TARGET.gloss]: { slot: 'gloss', value: 'scalar', start: 1 },
  [KSTAGE_TARGET.roughness]: { slot: 'roughness', value: 'scalar', start: 1 },
  [KSTAGE_TARGET.metal]: { slot: 'metallic', value: 'scalar', start: 1 },
  [KSTAGE_TARGET.environment]: { slot: 'envStrength', value: 'scalar', start: 1 },
  // Reflectance at normal incidence (F0) of the environment reflection: 0.04 is a dielectric, 1 a mirror.
  [KSTAGE_TARGET.reflect]: { slot: 'reflect', value: 'scalar', start: 0.04 },
  [KSTAGE_TARGET.turbidity]: { slot: 'turbidity', value: 'scalar', start: 0 },
  [KSTAGE_TARGET.variable0]: { slot: 'variable0', value: 'scalar', start: 0 },
  [KSTAGE_TARGET.variable1]: { slot: 'variable1', value: 'scalar', start: 0 },
  [KSTAGE_TARGET.variable2]: { slot: 'variable2', value: 'scalar', start: 1 },
  [KSTAGE_TARGET.variable3]: { slot: 'variable3', value: 'scalar', start: 1 },
};

/** Start value of every slot (alpha starts opaque). */
export const SLOT_START: Readonly<Record<ChannelSlot, number | readonly [number, number, number]>> = {
  ...(Object.fromEntries(Object.values(TARGET_MEANINGS).map((m) => [m!.slot, m!.start])) as Record<ChannelSlot, number | readonly [number, number, number]>),
  alpha: 1,
};

/** Targets that compose the channel's alpha. */
export const ALPHA_TARGETS: ReadonlySet<number> = new Set([KSTAGE_TARGET.alpha, KSTAGE_TARGET.opacity, KSTAGE_TARGET.alphaMask]);

/** Colour targets an alpha cannot meaningfully fill (a direction is not a grey level): an alpha sent there draws nothing. */
export const DIRECTION_TARGETS: ReadonlySet<number> = new Set([KSTAGE_TARGET.normal, KSTAGE_TARGET.flow]);

/** Slots that change the reflected environment once a stage writes them. */
export const ENVIRONMENT_SLOTS: readonly ChannelSlot[] = ['envColor', 'envStrength', 'reflect', 'turbidity'];

/** Slots that move or scale the coordinates of the channel's later stages. */
export const UV_SLOTS: readonly ChannelSlot[] = ['flow', 'variable0', 'variable1', 'variable3'];
