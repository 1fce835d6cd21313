import {
  KMATERIAL_CLASS, KMATERIAL_LIMITS, SCENE_ROOT_ID, SHARED_CHANNEL_CONTAINER_ID, SHARED_CHANNEL_CONTAINER_TYPE,
  SHARED_CHANNEL_TYPE, isSharedChannelRef, materialNodes, newKChannel, readKChannel, readKChannelEntries,
} from '../../sdk/index.js';
import type {
  JsonObject, JsonValue, KChannel, KChannelEntry, KStage, MaterialStageContribution, NodeId, SceneDocumentService, SceneNodeData,
  UndoService,
} from '../../sdk/index.js';
import { addChannel, addSharedChannel, addStage, countTextures, moveItem, type KEdit, type KMaterialRefusal } from './edits.js';

/** What the channel editors read and write through. */
export interface ChannelStoreDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  kinds(): readonly MaterialStageContribution[];
}

/** A refused edit, carrying the refusal for the message. */
export class ChannelEditRefused extends Error {
  constructor(readonly refusal: KMaterialRefusal) {
    super(refusal);
  }
}

function unwrap<T>(edit: KEdit<T>): T {
  if (!edit.ok) throw new ChannelEditRefused(edit.refusal);
  return edit.value;
}

/** A channel as stored (plain JSON). */
function json(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * Edits of one mixed material's channel list: independent channels live in the material's `channels` prop, shared
 * ones in their own node (one write there changes every material using it). Every method is one undo step; refused
 * edits throw `ChannelEditRefused` and change nothing.
 */
export class ChannelStore {
  constructor(private readonly deps: ChannelStoreDeps, readonly materialId: NodeId) {}

  usesTexture = (kind: string): boolean => this.deps.kinds().find((k) => k.id === kind)?.usesTexture ?? false;

  /** The material's entries as stored. */
  entries(): KChannelEntry[] {
    return readKChannelEntries(this.deps.document.get(this.materialId)?.props['channels']);
  }

  /** An entry as a channel (shared ones from their node). */
  resolve(entry: KChannelEntry): KChannel {
    if (!isSharedChannelRef(entry)) return entry;
    const node = this.deps.document.get(entry.shared);
    const fields = node?.props['channel'];
    const channel = fields && typeof fields === 'object' && !Array.isArray(fields) ? fields : {};
    return readKChannel({ ...channel, id: entry.shared, name: node?.name ?? entry.shared }, entry.shared);
  }

  channels(): KChannel[] {
    return this.entries().map((e) => this.resolve(e));
  }

  /** Texture-sampling stages of the material, out of `KMATERIAL_LIMITS.textures`. */
  textureCount(): number {
    return countTextures(this.channels(), this.usesTexture);
  }

  /** The shared channel nodes of the scene. */
  sharedChannels(): SceneNodeData[] {
    const container = this.deps.document.get(SHARED_CHANNEL_CONTAINER_ID);
    return (container?.children ?? []).map((id) => this.deps.document.get(id)).filter((n): n is SceneNodeData => n?.type === SHARED_CHANNEL_TYPE);
  }

  /** The highest texture count among the materials using an entry's channel (for the 16 rule). */
  private texturesOfUsers(index: number): number {
    const entry = this.entries()[index];
    if (!entry || !isSharedChannelRef(entry)) return this.textureCount();
    let most = 0;
    for (const m of materialNodes((id) => this.deps.document.get(id))) {
      if (m.type !== KMATERIAL_CLASS) continue;
      const list = readKChannelEntries(m.props['channels']);
      if (list.some((e) => isSharedChannelRef(e) && e.shared === entry.shared)) {
        most = Math.max(most, countTextures(list.map((e) => this.resolve(e)), this.usesTexture));
      }
    }
    return most;
  }

  private writeEntries(entries: readonly KChannelEntry[]): void {
    const { document, undo } = this.deps;
    undo.execute([document.setPropPatch(this.materialId, 'channels', json(entries))]);
  }

  /** Replace the channel at `index` (its node for a shared one). */
  private writeChannel(index: number, channel: KChannel): void {
    const entries = this.entries();
    const entry = entries[index];
    if (!entry) return;
    const { document, undo } = this.deps;
    if (isSharedChannelRef(entry)) {
      const { id: _id, name, ...fields } = channel;
      void _id;
      const patches = [document.setPropPatch(entry.shared, 'channel', json(fields))];
      if (name && name !== document.get(entry.shared)?.name) patches.push(document.setNamePatch(entry.shared, name.slice(0, KMATERIAL_LIMITS.name)));
      undo.execute(patches);
      return;
    }
    this.writeEntries(entries.map((e, i) => (i === index ? channel : e)));
  }

  /** Apply a change to the channel at `index`. */
  editChannel(index: number, change: (channel: KChannel) => KChannel): void {
    const entry = this.entries()[index];
    if (entry) this.writeChannel(index, change(this.resolve(entry)));
  }

  addChannel(name: string): void {
    const entries = this.entries();
    const channel = newKChannel(this.deps.document.newId(), name);
    this.writeEntries(unwrap(addChannel(entries, channel, this.usesTexture, this.textureCount())));
  }

  removeChannel(index: number): void {
    this.writeEntries(this.entries().filter((_, i) => i !== index));
  }

  /** Move a channel by `delta` (past either end ignored). */
  moveChannel(index: number, delta: number): void {
    this.writeEntries(moveItem(this.entries(), index, delta));
  }

  /** Move a channel to another place (drag and drop). */
  moveChannelTo(from: number, to: number): void {
    this.moveChannel(from, to - from);
  }

  addStage(channelIndex: number, kind: string, at?: number): void {
    const entry = this.entries()[channelIndex];
    if (!entry) return;
    const stage: KStage = {
      id: this.deps.document.newId(), kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false,
      hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params: {},
    };
    const next = unwrap(addStage(this.resolve(entry), stage, this.usesTexture, this.texturesOfUsers(channelIndex), at));
    this.writeChannel(channelIndex, next);
  }

  /** Make an independent channel shared: a node under the shared-channel container, named in the list by id. */
  convertToShared(index: number): NodeId | undefined {
    const entries = this.entries();
    const entry = entries[index];
    if (!entry || isSharedChannelRef(entry)) return undefined;
    const { document, undo } = this.deps;
    const id = document.newId();
    const { id: _id, name, ...fields } = entry;
    void _id;
    const node: SceneNodeData = { id, type: SHARED_CHANNEL_TYPE, parent: SHARED_CHANNEL_CONTAINER_ID, name: name || id, props: { channel: json(fields) as JsonObject }, children: [] };
    undo.transact(() => {
      const container = document.get(SHARED_CHANNEL_CONTAINER_ID);
      if (container) {
        undo.execute([document.insertPatch([node], { parent: SHARED_CHANNEL_CONTAINER_ID, index: container.children.length })]);
      } else {
        const made: SceneNodeData = { id: SHARED_CHANNEL_CONTAINER_ID, type: SHARED_CHANNEL_CONTAINER_TYPE, parent: SCENE_ROOT_ID, name: 'Shared channels', props: {}, children: [id] };
        undo.execute([document.insertPatch([made, node], { parent: SCENE_ROOT_ID, index: document.root.children.length })]);
      }
      this.writeEntries(entries.map((e, i) => (i === index ? { shared: id } : e)));
    });
    return id;
  }

  /** Make a shared channel independent in this material: a copy of it takes its place (the node stays for others). */
  convertToIndependent(index: number): void {
    const entry = this.entries()[index];
    if (!entry || !isSharedChannelRef(entry)) return;
    const copy = { ...this.resolve(entry), id: this.deps.document.newId() };
    this.writeEntries(this.entries().map((e, i) => (i === index ? copy : e)));
  }

  /** Add a shared channel node to this material. */
  addShared(nodeId: NodeId): void {
    const node = this.deps.document.get(nodeId);
    if (!node) return;
    const channel = this.resolve({ shared: nodeId });
    this.writeEntries(unwrap(addSharedChannel(this.entries(), { id: nodeId, type: node.type }, channel, this.usesTexture, this.textureCount())));
  }
}
