import {
  MATERIAL_CONTAINER_ID, MAX_MATERIALS, MESH_MATERIAL_PROP, addMaterialsPatch, materialDefaults, materialNodes, switchMaterialProps,
} from '../../sdk/index.js';
import type {
  I18nService, JsonObject, JsonValue, MaterialTypeContribution, MeshSubSet, NodeId, SceneDocumentService, SceneNodeData, UndoService,
} from '../../sdk/index.js';

/** What the material edits need. */
export interface MaterialActionDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly i18n: I18nService | undefined;
  /** The contributed material types now. */
  types(): readonly MaterialTypeContribution[];
}

/** Error with a translated message for the user. */
export class MaterialActionError extends Error {}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The material edits, each one undo step: make a material (the library container is made with the first), assign a
 * material to meshes or a mesh's sub-set, remove the assignment, switch a material's type keeping compatible values.
 */
export class MaterialActions {
  constructor(private readonly deps: MaterialActionDeps, private readonly t: Translate) {}

  /** The scene's materials in library order. */
  list(): SceneNodeData[] {
    return materialNodes((id) => this.deps.document.get(id));
  }

  /** The contributed type of a class name (the last one wins), in menu order for `types()`. */
  type(className: string): MaterialTypeContribution | undefined {
    const list = this.deps.types();
    for (let i = list.length - 1; i >= 0; i--) if (list[i].id === className) return list[i];
    return undefined;
  }

  /** The contributed types in menu order, one per class name. */
  types(): MaterialTypeContribution[] {
    const byClass = new Map<string, MaterialTypeContribution>();
    for (const type of this.deps.types()) byClass.set(type.id, type);
    return [...byClass.values()].sort((a, b) => a.order - b.order);
  }

  private titleOf(type: MaterialTypeContribution): string {
    return this.deps.i18n ? this.deps.i18n.pick(type.titles) : type.titles.en;
  }

  /** A new material node (not yet in the document) of a type, with the type's defaults under `props`. */
  newNode(className: string, props: JsonObject = {}, name?: string): SceneNodeData {
    const type = this.type(className);
    if (!type) throw new MaterialActionError(this.t('materialEditor.unknownType', { name: className }));
    if (this.list().length >= MAX_MATERIALS) throw new MaterialActionError(this.t('materialEditor.tooMany', { max: MAX_MATERIALS }));
    const known = new Set(type.descriptors.map((d) => d.name));
    const kept = Object.fromEntries(Object.entries(props).filter(([k]) => known.has(k)));
    const id = this.deps.document.newId();
    return {
      id, type: className, parent: MATERIAL_CONTAINER_ID, name: (name ?? this.titleOf(type)).slice(0, 120), props: { ...materialDefaults(type), ...kept }, children: [],
    };
  }

  /** Add a material node to the library (no undo step of its own: call inside a step). */
  private add(node: SceneNodeData): void {
    this.deps.undo.execute([addMaterialsPatch(this.deps.document, [node], this.t('materialEditor.container'))]);
  }

  /** Make a material of a type and assign it to meshes, one step; returns its id. */
  createAndAssign(meshIds: readonly NodeId[], className: string, props: JsonObject = {}, name?: string): NodeId {
    const node = this.newNode(className, props, name);
    this.deps.undo.transact(() => {
      this.add(node);
      this.assign(meshIds, node.id);
    }, { label: 'materialEditor.new' });
    return node.id;
  }

  /** Assign a material (or none: '') to meshes, one step. */
  assign(meshIds: readonly NodeId[], materialId: NodeId): void {
    const { document, undo } = this.deps;
    const patches = meshIds.filter((id) => document.get(id)).map((id) => document.setPropPatch(id, MESH_MATERIAL_PROP, materialId));
    if (patches.length) undo.execute(patches, { label: 'materialEditor.assigned' });
  }

  /** Assign a material (or none: '') to one sub-set of a mesh, one step. */
  assignToSubSet(meshId: NodeId, index: number, materialId: NodeId): void {
    const { document, undo } = this.deps;
    const list = document.get(meshId)?.props.subSets;
    if (!Array.isArray(list) || !list[index] || typeof list[index] !== 'object') return;
    const next = list.map((entry, i) => {
      if (i !== index) return entry;
      const { material: _old, ...rest } = entry as unknown as MeshSubSet;
      return (materialId ? { ...rest, [MESH_MATERIAL_PROP]: materialId } : rest) as unknown as JsonValue;
    });
    undo.execute([document.setPropPatch(meshId, 'subSets', next)], { label: 'materialEditor.assigned' });
  }

  /** Switch a material to another type, keeping values of the same name or role; same id, so meshes keep it. One step. */
  switchType(materialId: NodeId, className: string): void {
    const { document, undo } = this.deps;
    const node = document.get(materialId);
    const to = this.type(className);
    if (!to) throw new MaterialActionError(this.t('materialEditor.unknownType', { name: className }));
    if (!node || node.parent !== MATERIAL_CONTAINER_ID || node.type === className) return;
    const from = this.type(node.type);
    const props = switchMaterialProps(from?.descriptors ?? [], node.props, to.descriptors);
    const index = document.get(MATERIAL_CONTAINER_ID)?.children.indexOf(materialId) ?? 0;
    undo.transact(() => {
      undo.execute([document.removePatch(materialId)]);
      undo.execute([document.insertPatch([{ ...node, type: className, props }], { parent: MATERIAL_CONTAINER_ID, index })]);
    }, { label: 'materialEditor.type' });
  }
}
