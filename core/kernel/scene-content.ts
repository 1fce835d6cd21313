import type { SceneContentSummary } from '../../sdk/index.js';

/** How much of a scene the content reading walks (a document is hostile until read). */
export interface SceneContentLimits {
  /** Nodes read at most; past it the summary is `truncated` (the host then activates every plugin). */
  readonly maxNodes: number;
  /** Particle stages read per node (PARTICLE_LIMITS.stages is 32). */
  readonly maxStagesPerNode: number;
  /** Longer type, builder or kind ids are no content id any plugin declares and are skipped. */
  readonly maxIdChars: number;
}

export const SCENE_CONTENT_LIMITS: SceneContentLimits = { maxNodes: 100_000, maxStagesPerNode: 32, maxIdChars: 128 };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A summary being filled by reading nodes, within the limits. */
export class SceneContentReader {
  readonly nodeTypes = new Set<string>();
  readonly geometries = new Set<string>();
  readonly particleStages = new Set<string>();
  logic = false;
  liveData = false;
  interactions = false;
  animations = false;
  truncated = false;
  private read = 0;

  constructor(private readonly limits: SceneContentLimits = SCENE_CONTENT_LIMITS) {}

  private id(value: unknown): string | undefined {
    return typeof value === 'string' && value.length > 0 && value.length <= this.limits.maxIdChars ? value : undefined;
  }

  /** Read one node (a `SceneNodeData`-like value); false once the node budget is spent (the summary is then truncated). */
  node(node: unknown): boolean {
    if (this.read >= this.limits.maxNodes) {
      this.truncated = true;
      return false;
    }
    this.read++;
    if (!isObject(node)) return true;
    const type = this.id(node.type);
    if (type) this.nodeTypes.add(type);
    const props = node.props;
    if (!isObject(props)) return true;
    // The Scene root's live data (LIVE_DATA_PROP): a list of sources, read no further.
    const live = node.type === 'Scene' ? props.liveData : undefined;
    if (isObject(live) && Array.isArray(live.sources) && live.sources.length > 0) this.liveData = true;
    // A node's interactions (INTERACTIONS_PROP): any item at all, read no further.
    if (Array.isArray(props.interactions) && props.interactions.length > 0) this.interactions = true;
    // A node's movers (MOVERS_PROP), which the animation player plays: any item at all, read no further.
    if (Array.isArray(props.movers) && props.movers.length > 0) this.animations = true;
    const geometry = props.geometry;
    if (isObject(geometry)) {
      const builder = this.id(geometry.className);
      if (builder) this.geometries.add(builder);
    }
    const stages = props.stages;
    if (Array.isArray(stages)) {
      const count = Math.min(stages.length, this.limits.maxStagesPerNode);
      for (let i = 0; i < count; i++) {
        const stage: unknown = stages[i];
        const kind = isObject(stage) ? this.id(stage.kind) : undefined;
        if (kind) this.particleStages.add(kind);
      }
    }
    return true;
  }

  /** Note the document's `animations` section (an empty or unreadable one is none). */
  animationSection(section: unknown): void {
    if (Array.isArray(section) && section.length > 0) this.animations = true;
  }

  /** Note a logic program (blank text is none). */
  program(code: unknown): void {
    if (typeof code === 'string' && code.trim() !== '') this.logic = true;
  }

  summary(): SceneContentSummary {
    return { nodeTypes: this.nodeTypes, geometries: this.geometries, particleStages: this.particleStages, logic: this.logic, liveData: this.liveData, interactions: this.interactions, animations: this.animations, truncated: this.truncated };
  }
}

/**
 * What a saved scene holds, for activation by content: its nodes' types, the geometry builders and particle stage
 * kinds they name, and whether it has logic (`content`'s logic section or `logic`, the program a player was given).
 * `content` is the document or its JSON text; anything that is not a readable document is a truncated summary (some
 * content unknown). At most `limits.maxNodes` nodes are read, so a hostile document costs a bounded walk.
 */
export function readSceneContent(content: unknown, options: { readonly logic?: string; readonly limits?: SceneContentLimits } = {}): SceneContentSummary {
  const reader = new SceneContentReader(options.limits);
  reader.program(options.logic);
  let document: unknown = content;
  if (typeof content === 'string') {
    try {
      document = JSON.parse(content);
    } catch {
      document = undefined;
    }
  }
  const nodes = isObject(document) ? document.nodes : undefined;
  if (!isObject(nodes)) {
    reader.truncated = true;
    return reader.summary();
  }
  const logic = (document as Json).logic;
  if (isObject(logic)) reader.program(logic.code);
  reader.animationSection((document as Json).animations);
  for (const id in nodes) {
    if (!Object.hasOwn(nodes, id)) continue;
    if (!reader.node(nodes[id])) break;
  }
  return reader.summary();
}
