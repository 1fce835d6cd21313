import { FindProMaterials, UpdateProMaterial } from '../../sdk/contract/endpoints/resource.js';
import type { ApiService, JsonObject, OpenScenesService, SceneNodeData } from '../../sdk/index.js';

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
 * Project materials (issue 13 §8): save a scene material to the active scene's project, list the project's materials
 * to apply them in any of its scenes. Both need a saved scene (a new scene has no project row to hang them on).
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

  /** Save a material node to the project; resolves with the stored resource's uuid. */
  async save(node: SceneNodeData): Promise<string> {
    const tab = this.activeTab();
    if (!this.api || !tab) throw new Error('no saved scene');
    const name = node.name.trim().slice(0, MAX_NAME) || node.type;
    const reply = await this.api.call(UpdateProMaterial, { body: { projectId: tab.projectUuid, sceneId: null, name, groups: [], data: { type: node.type, props: node.props } } });
    return reply.uuid;
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
}
