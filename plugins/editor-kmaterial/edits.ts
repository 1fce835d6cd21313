// The KMaterial editor's pure edits of channels and stages; they moved here from the SDK, which keeps the model.
import { KMATERIAL_CLASS, KMATERIAL_LIMITS, SHARED_CHANNEL_TYPE, isSharedChannelRef } from '../../sdk/index.js';
import type { KChannel, KChannelEntry, KStage, NodeId } from '../../sdk/index.js';

/** Why an edit of a mixed material was refused; each has a message in every language (spec 001 §8). */
export type KMaterialRefusal =
  | 'TextureLimit'
  | 'ChannelLimit'
  | 'StageLimit'
  | 'TheSameChannelCantBeUsedAgain'
  | 'TheSameMaterialCannotBeMergedAgain'
  | 'TypeNotSupported'
  | 'NodeDoesNotSupportPictures';

/** Every refusal, for message tables and their tests. */
export const KMATERIAL_REFUSALS: readonly KMaterialRefusal[] = [
  'TextureLimit', 'ChannelLimit', 'StageLimit', 'TheSameChannelCantBeUsedAgain', 'TheSameMaterialCannotBeMergedAgain',
  'TypeNotSupported', 'NodeDoesNotSupportPictures',
];

/** The outcome of an edit: the new value, or why not. */
export type KEdit<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: KMaterialRefusal };

const ok = <T>(value: T): KEdit<T> => ({ ok: true, value });
const refuse = <T>(refusal: KMaterialRefusal): KEdit<T> => ({ ok: false, refusal });

/** Whether a stage kind samples a picture (counts towards the 16 textures). */
export type UsesTexture = (kind: string) => boolean;

/** Texture-sampling stages of some channels (disabled stages count: they keep their texture slot). */
export function countTextures(channels: readonly KChannel[], usesTexture: UsesTexture): number {
  let n = 0;
  for (const channel of channels) for (const stage of channel.stages) if (usesTexture(stage.kind)) n++;
  return n;
}

/** Move an item by `delta` places; a move past either end leaves the list as it is. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || delta === 0) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Add a stage at `index` (default: the end). `texturesOfUsers` is the highest texture count among the materials using
 * the channel (one material for an independent channel), this channel included.
 */
export function addStage(channel: KChannel, stage: KStage, usesTexture: UsesTexture, texturesOfUsers: number, index = channel.stages.length): KEdit<KChannel> {
  if (channel.stages.length >= KMATERIAL_LIMITS.stagesPerChannel) return refuse('StageLimit');
  if (usesTexture(stage.kind) && texturesOfUsers >= KMATERIAL_LIMITS.textures) return refuse('TextureLimit');
  const stages = [...channel.stages];
  stages.splice(Math.max(0, Math.min(index, stages.length)), 0, stage);
  return ok({ ...channel, stages });
}

/** Remove the stage at `index` (out of range: unchanged). */
export function removeStage(channel: KChannel, index: number): KChannel {
  return { ...channel, stages: channel.stages.filter((_, i) => i !== index) };
}

/** Move a stage left (-1) or right (+1); past either end ignored. */
export function moveStage(channel: KChannel, index: number, delta: number): KChannel {
  return { ...channel, stages: moveItem(channel.stages, index, delta) };
}

/** Replace fields of the stage at `index`. */
export function updateStage(channel: KChannel, index: number, patch: Partial<KStage>): KChannel {
  return { ...channel, stages: channel.stages.map((s, i) => (i === index ? { ...s, ...patch } : s)) };
}

/** Drop a picture on a stage: only kinds that sample pictures take it. */
export function dropPicture(channel: KChannel, index: number, url: string, usesTexture: UsesTexture): KEdit<KChannel> {
  const stage = channel.stages[index];
  if (!stage || !usesTexture(stage.kind)) return refuse('NodeDoesNotSupportPictures');
  return ok(updateStage(channel, index, { url: url.slice(0, KMATERIAL_LIMITS.url) }));
}

/** Add an independent channel; `textures` is the material's count now. */
export function addChannel(entries: readonly KChannelEntry[], channel: KChannel, usesTexture: UsesTexture, textures: number): KEdit<KChannelEntry[]> {
  if (entries.length >= KMATERIAL_LIMITS.channels) return refuse('ChannelLimit');
  if (textures + countTextures([channel], usesTexture) > KMATERIAL_LIMITS.textures) return refuse('TextureLimit');
  return ok([...entries, channel]);
}

/** What a dropped or picked document node is, for the add and merge rules. */
export interface KDroppedNode {
  readonly id: NodeId;
  readonly type: string;
}

/** Add a shared channel node (only shared channels, and not one already in the list). */
export function addSharedChannel(entries: readonly KChannelEntry[], node: KDroppedNode, channel: KChannel, usesTexture: UsesTexture, textures: number): KEdit<KChannelEntry[]> {
  if (node.type !== SHARED_CHANNEL_TYPE) return refuse('TypeNotSupported');
  if (entries.some((e) => isSharedChannelRef(e) && e.shared === node.id)) return refuse('TheSameChannelCantBeUsedAgain');
  if (entries.length >= KMATERIAL_LIMITS.channels) return refuse('ChannelLimit');
  if (textures + countTextures([channel], usesTexture) > KMATERIAL_LIMITS.textures) return refuse('TextureLimit');
  return ok([...entries, { shared: node.id }]);
}

/**
 * Merge another mixed material's channels into this one (copies; shared ones stay shared). Only mixed materials merge,
 * a material never into itself, and a shared channel already present is refused.
 */
export function mergeMaterial(
  selfId: NodeId, entries: readonly KChannelEntry[], other: KDroppedNode, otherEntries: readonly KChannelEntry[],
  resolve: (entry: KChannelEntry) => KChannel, usesTexture: UsesTexture, newId: (channel: KChannel) => string,
): KEdit<KChannelEntry[]> {
  if (other.type !== KMATERIAL_CLASS) return refuse('TypeNotSupported');
  if (other.id === selfId) return refuse('TheSameMaterialCannotBeMergedAgain');
  const shared = new Set(entries.filter(isSharedChannelRef).map((e) => e.shared));
  if (otherEntries.some((e) => isSharedChannelRef(e) && shared.has(e.shared))) return refuse('TheSameChannelCantBeUsedAgain');
  if (entries.length + otherEntries.length > KMATERIAL_LIMITS.channels) return refuse('ChannelLimit');
  const textures = countTextures([...entries, ...otherEntries].map(resolve), usesTexture);
  if (textures > KMATERIAL_LIMITS.textures) return refuse('TextureLimit');
  const copies = otherEntries.map((e) => (isSharedChannelRef(e) ? e : { ...e, id: newId(e) }));
  return ok([...entries, ...copies]);
}
