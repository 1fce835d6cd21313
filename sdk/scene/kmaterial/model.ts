import type { NodeId } from '../document.js';
import type { JsonValue } from '../json.js';
import type { Vector3Value } from '../values.js';

/** Node type class name of mixed (layered) materials. */
export const KMATERIAL_CLASS = 'KMaterial';

/** Node type of a shared channel: a document node several mixed materials name in their channel lists. */
export const SHARED_CHANNEL_TYPE = 'KMaterialChannel';

/** Shared channels live under this container (a child of the root, made with the first shared channel). */
export const SHARED_CHANNEL_CONTAINER_ID: NodeId = 'materialChannels';

/** Node type of the shared-channel container (not listed, not creatable). */
export const SHARED_CHANNEL_CONTAINER_TYPE = 'MaterialChannelLibrary';

/** Limits of a mixed material (spec 001 §9: texture count out of 16). */
export const KMATERIAL_LIMITS = {
  /** Texture-sampling stages per material, over all its channels. */
  textures: 16,
  /** Channels per material. */
  channels: 16,
  /** Stages per channel. */
  stagesPerChannel: 16,
  /** Length of a channel or stage name, and of a texture url. */
  name: 256,
  url: 4096,
} as const;

/** Texture coordinates transform of a stage (spec 001 §3 Mapping), applied before sampling. */
export interface KStageMapping {
  /** Pivot of rotation and scaling along u, v (and w for 3D stages), 0..1 of the texture. */
  readonly alignX: number;
  readonly alignY: number;
  readonly alignZ: number;
  /** Offset added after scaling and rotation (x = u, y = v, z = w). */
  readonly position: Vector3Value;
  /** Rotation in radians; z turns the uv plane. */
  readonly rotation: Vector3Value;
  /** Repeat count per axis. */
  readonly scaling: Vector3Value;
  /** Uniform factor multiplied into every axis' scaling. */
  readonly scalingDeterminant: number;
}

/** Fresnel term of a stage: the stage's weight rises from `bias` facing the camera to 1 at grazing angles. */
export interface KStageFresnel {
  readonly bias: number;
  readonly power: number;
}

/**
 * One stage of a channel's strip. The §3 fields are common to every kind; `params` holds the kind's own fields as its
 * `MaterialStages` contribution declares them (read through that table, so bad values fall back to defaults).
 */
export interface KStage {
  /** Unique within the material; names the stage in exposed properties and editors. */
  readonly id: string;
  /** The `MaterialStages` kind, e.g. 'Texture', 'Gradient', 'PBR'. */
  readonly kind: string;
  readonly enabled: boolean;
  /** Picture url for kinds that sample one ('' none). */
  readonly url: string;
  /** Target code (spec 001 §9) receiving the stage's colour. */
  readonly colorTarget: number;
  /** Target code receiving the stage's alpha. */
  readonly alphaTarget: number;
  /** 0 first uv set, 1 second uv set. */
  readonly uvSource: number;
  /** The url is an environment panorama sampled by reflection direction. */
  readonly isCube: boolean;
  /** The stage's alpha weights its colour over what is below. */
  readonly hasAlpha: boolean;
  /** The picture's colour is premultiplied by its alpha. */
  readonly premultAlpha: boolean;
  /** Coordinates: 0 uv, 1 planar XY, 2 planar XZ, 3 planar ZY, 4 spherical (matcap). */
  readonly uvMode: number;
  /** Wrap: 0 clamp, 1 repeat, 2 mirror repeat, 6 ortho splicing, 7 random splicing, 8 crop. */
  readonly warpMode: number;
  readonly mapping?: KStageMapping;
  readonly fresnel?: KStageFresnel;
  /** Kind-specific fields. */
  readonly params: Readonly<Record<string, JsonValue>>;
}

/** One layer of a mixed material (spec 001 §3 Material). */
export interface KChannel {
  readonly id: string;
  readonly name: string;
  readonly enabled: boolean;
  /** Whether the channel is lit (its strip ends in a light stage, or `stageLight` is applied). */
  readonly light: boolean;
  /** Sub-set mask: 0 none, 1 by sub-set id, 2 by sub-set name. */
  readonly subSetMaskType: number;
  readonly subSetMaskId: number;
  readonly subSetMaskName: string;
  /** Blend code (spec 001 §9). */
  readonly blend: number;
  readonly amountEnable: boolean;
  /** 0..1 weight of the channel when `amountEnable`. */
  readonly amount: number;
  /** 0 off, 1 colour, 2 alpha, 3 colour and alpha. */
  readonly invert: number;
  /** 0 both faces, 1 front faces, 2 back faces. */
  readonly faceMask: number;
  /** 0 none, 1 hide the channel below the cut-off, 2 discard the pixel below the cut-off. */
  readonly clipMode: number;
  /** Light stage kind applied after the strip when `light` and the strip has no light stage. */
  readonly stageLight: string;
  readonly stages: readonly KStage[];
}

/** A material's channel-list entry naming a shared channel node. */
export interface KSharedChannelRef {
  readonly shared: NodeId;
}

/** An entry of a mixed material's `channels` prop: an independent channel, or a shared one by node id. */
export type KChannelEntry = KChannel | KSharedChannelRef;

/** Whether a channel entry names a shared channel. */
export function isSharedChannelRef(entry: KChannelEntry): entry is KSharedChannelRef {
  return typeof (entry as KSharedChannelRef).shared === 'string';
}
