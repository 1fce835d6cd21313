import { DeleteProMaterial, FindProMaterials, UpdateProMaterial } from '../../sdk/endpoints.js';
import { KMATERIAL_CLASS, SHARED_CHANNEL_TYPE, isSharedChannelRef, readKChannel, readKChannelEntries } from '../../sdk/index.js';
import type { ApiService, JsonObject, JsonValue, KChannel, NodeId, OpenScenesService, SceneNodeData } from '../../sdk/index.js';

/** What a project material resource stores in its `data`: the material's type and props. */
export interface ProjectMaterialData {
  readonly type: string;
  readonly props: JsonObject;
}

/** A material saved to the project's resources (my files, material kind). */
export interface ProjectMaterial {
  readonly uuid: string;
  readonly name: string;
  readonly data: ProjectMaterialData;
}

/** Longest resource name the server takes. */
const MAX_NAME = 50;
/** The most project materials listed in the menu (spec 001 §5: every list has a limit). */
export const MAX_LISTED_PROJECT_MATERIALS = 200;

/** A stored resource's data as a material, or undefined when it is not one (another tool's data, a hand-made row). */
export function readProjectMaterialData(data: unknown): ProjectMaterialData | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const { type, props } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !type || type.length > 100) return undefined;
  if (!props || typeof props !== 'object' || Array.isArray(props)) return undefined;
  return { type, props: props as JsonObject };
}

/**
 * A material's props as another scene can use them: a mixed material's shared channels (nodes of this scene only)
 * become independent copies of what they are now; a shared channel whose node is gone is left out.
 */
export function portableMaterialProps(node: SceneNodeData, get: (id: NodeId) => SceneNodeData | undefined): JsonObject {
  if (node.type !== KMATERIAL_CLASS || !Array.isArray(node.props['channels'])) return node.props;
  const channels: KChannel[] = [];
  for (const entry of readKChannelEntries(node.props['channels'])) {
    if (!isSharedChannelRef(entry)) {
      channels.push(entry);
      continue;
    }
    const shared = get(entry.shared);
    const fields = shared?.type === SHARED_CHANNEL_TYPE ? shared.props['channel'] : undefined;
    if (!shared || !fields || typeof fields !== 'object' || Array.isArray(fields)) continue;
    channels.push(readKChannel({ ...fields, id: entry.shared, name: shared.name }, entry.shared));
  }
  return { ...node.props, channels: JSON.parse(JSON.stringify(channels)) as JsonValue };
}

/** How a save went: a new project material, or the one of the same name brought up to date. */
export interface ProjectMaterialSaved {
  readonly uuid: string;
  readonly updated: boolean;
}

/**
 * Project materials (issue 13 §8): save a scene material to the active scene's project, list the project's materials
 * to apply them in any of its scenes, delete one. All need a saved scene (a new scene has no project row to hang them on).
 * A material is known in the project by its name: saving again updates that resource rather than adding a twin.
 */
export class ProjectMaterials {
  constructor(private readonly api: ApiService | undefined, private readonly scenes: OpenScenesService | undefined) {}

  private activeTab() {
    const id = this.scenes?.activeId;
    return id && !id.startsWith('+') ? this.scenes?.tabs.find((tab) => tab.id === id) : undefined;
  }

  /** Whether there is a saved scene (and a server) to save to and list from. */
  get available(): boolean {
    return !!this.api && !!this.activeTab();
  }

  /** The name a material node is saved under. */
  static nameOf(node: SceneNodeData): string {
    return node.name.trim().slice(0, MAX_NAME) || node.type;
  }

  /** Save a material node to the project (its shared channels inlined, see `portableMaterialProps`). */
  async save(node: SceneNodeData, get: (id: NodeId) => SceneNodeData | undefined): Promise<ProjectMaterialSaved> {
    const tab = this.activeTab();
    if (!this.api || !tab) throw new Error('no saved scene');
    const name = ProjectMaterials.nameOf(node);
    const existing = (await this.list()).find((m) => m.name === name);
    const data = { type: node.type, props: portableMaterialProps(node, get) };
    const reply = await this.api.call(UpdateProMaterial, { body: { uuid: existing?.uuid ?? null, projectId: tab.projectUuid, sceneId: null, name, groups: [], data } });
    return { uuid: reply.uuid, updated: !!existing };
  }

  /** The project's materials (rows whose data is not a material are left out). */
  async list(): Promise<ProjectMaterial[]> {
    const tab = this.activeTab();
    if (!this.api || !tab) return [];
    const rows = await this.api.call(FindProMaterials, { query: { projectId: tab.projectUuid } }, { silent: true });
    return rows.slice(0, MAX_LISTED_PROJECT_MATERIALS).flatMap((row) => {
      const data = readProjectMaterialData(row.data);
      return data ? [{ uuid: row.uuid, name: row.name, data }] : [];
    });
  }

  /** Delete the project material saved under a material node's name; false when the project has none of that name. */
  async remove(node: SceneNodeData): Promise<boolean> {
    if (!this.api || !this.activeTab()) throw new Error('no saved scene');
    const name = ProjectMaterials.nameOf(node);
    const existing = (await this.list()).find((m) => m.name === name);
    if (!existing) return false;
    await this.api.call(DeleteProMaterial, { params: { uuid: existing.uuid } });
    return true;
  }
}
