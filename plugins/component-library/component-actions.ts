import {
  componentDocument, componentInsertPatches, parseSceneContent, readComponent, SCENE_ROOT_ID,
} from '../../sdk/index.js';
import type { ApiService, NodeId, OpenScenesService, SceneDocumentService, SelectionService, TranslateFn, UndoService, Vector3Value } from '../../sdk/index.js';
import { placeComponent, positionOf } from './placement.js';
import {
  AllowCreateComponentLib, ApproveComponentLib, ComponentLibLimits, CreateProject, FindComponentLib, FindComponentLibs, ShareComponent, SubmitComponentLib,
  UnapproveComponentLib, UseComponent,
} from '../../sdk/endpoints.js';
import type { ComponentLibDetail, ComponentLibVo, ComponentVo } from '../../sdk/endpoints.js';

/** What the component library reads and edits through. */
export interface ComponentServices {
  readonly api: ApiService;
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection: SelectionService;
  readonly scenes: OpenScenesService;
  readonly t: TranslateFn;
  /** Whether a node type declares a position (an inserted component of it is placed). */
  hasPosition(type: string): boolean;
  /** A node's width along X in the viewport, when it has one (an insert moves aside by about that much). */
  widthOf(id: NodeId): number | undefined;
}

/** Why an action did not run (a message key of this plugin). */
export class ComponentRefusal extends Error {}


/** The component library's actions: list libraries, share the selected subtree, insert a component into the open scene. */
export class ComponentActions {
  constructor(private readonly s: ComponentServices) {}

  private projectUuid(): string {
    const tab = this.s.scenes.tabs.find((x) => x.id === this.s.scenes.activeId);
    if (!tab) throw new ComponentRefusal('componentLibrary.noScene');
    return tab.projectUuid;
  }

  /** Libraries of one scope. */
  libs(scope: 'mine' | 'approved' | 'review'): Promise<ComponentLibVo[]> {
    return this.s.api.call(FindComponentLibs, { query: { scope } }, { silent: true });
  }

  /** A library with its components. */
  lib(uuid: string): Promise<ComponentLibDetail> {
    return this.s.api.call(FindComponentLib, { query: { uuid } });
  }

  /** Make a new library of the caller's (refused past the per-user limit). */
  async createLib(name: string): Promise<string> {
    const allowed = await this.s.api.call(AllowCreateComponentLib);
    if (!allowed.allow) throw new ComponentRefusal('componentLibrary.tooManyLibs');
    return (await this.s.api.call(CreateProject, { body: { name, componentLib: true } })).uuid;
  }

  /** Submit one of the caller's libraries for a manager's review. */
  async submit(uuid: string): Promise<void> {
    await this.s.api.call(SubmitComponentLib, { body: { uuid } });
  }

  /** Approve a library, or take its approval back (managers). */
  async review(uuid: string, approve: boolean): Promise<void> {
    await this.s.api.call(approve ? ApproveComponentLib : UnapproveComponentLib, { body: { uuid } });
  }

  /** The node the selection names as a component's top, or a refusal. */
  selectedTop(): NodeId {
    const ids = this.s.selection.selected.filter((id) => id !== SCENE_ROOT_ID && this.s.document.get(id));
    if (ids.length !== 1) throw new ComponentRefusal('componentLibrary.selectOne');
    return ids[0];
  }

  /** Share the selected node's subtree (with the materials it names, and the assets they name) into a library. */
  async share(libUuid: string, name: string): Promise<ComponentVo> {
    const top = this.selectedTop();
    const doc = componentDocument((id) => this.s.document.get(id), top, ComponentLibLimits.nodes);
    if (!doc || Object.keys(doc.nodes).length > ComponentLibLimits.nodes) throw new ComponentRefusal('componentLibrary.tooBig');
    return this.s.api.call(ShareComponent, { body: { libUuid, projectUuid: this.projectUuid(), name, content: JSON.stringify(doc) } });
  }

  /**
   * Insert a component at the end of the scene in one undo step, its assets given to the scene's project; selects it.
   * Dropped in a view (`at`), it goes over the drop point; otherwise beside whatever sits at its own position
   * (placement.ts), so a component inserted next to its original is not hidden inside it.
   */
  async insert(componentId: string, at?: Vector3Value): Promise<string> {
    const used = await this.s.api.call(UseComponent, { body: { componentId, projectUuid: this.projectUuid() } });
    const parts = readComponent(parseSceneContent(used.content), ComponentLibLimits.nodes);
    if (!parts) throw new ComponentRefusal('componentLibrary.notComponent');
    const { document } = this.s;
    const [top, ...rest] = parts.top;
    const placed = this.s.hasPosition(top.type)
      ? { ...parts, top: [{ ...top, props: { ...top.props, position: { ...placeComponent(top.props.position, { at, occupied: this.occupied() }) } } }, ...rest] }
      : parts;
    const { patches, topId } = componentInsertPatches(document, placed, { parent: SCENE_ROOT_ID, index: document.root.children.length }, this.s.t('componentLibrary.materials'));
    this.s.undo.execute(patches, { label: 'componentLibrary.inserted' });
    this.s.selection.set([topId]);
    return used.name;
  }

  /** Where the scene root's children stand, with their widths when the viewport knows them. */
  private occupied(): { position: Vector3Value; width?: number }[] {
    return this.s.document.root.children.flatMap((id) => {
      const node = this.s.document.get(id);
      if (!node || !this.s.hasPosition(node.type)) return [];
      const width = this.s.widthOf(id);
      return [{ position: positionOf(node.props.position), ...(width ? { width } : {}) }];
    });
  }
}
