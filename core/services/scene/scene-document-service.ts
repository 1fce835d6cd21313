import { Subject } from 'rxjs';
import { SCENE_ROOT_ID, createEmptySceneDocument, parseSceneContent } from '../../../sdk/index.js';
import type {
  ChangeOrigin, JsonValue, NodeId, NodePlace, SceneChange, SceneDocumentData, SceneDocumentService, SceneNodeData,
  ScenePatch, SceneSections,
} from '../../../sdk/index.js';

type MutableSections = { -readonly [K in keyof SceneSections]: SceneSections[K] };

/** The normalized scene graph in memory; patches are the only way it changes. */
export class SceneDocumentServiceImpl implements SceneDocumentService {
  private readonly changes = new Subject<SceneChange>();
  private readonly loads = new Subject<void>();
  readonly onDidChange = this.changes.asObservable();
  readonly onDidLoad = this.loads.asObservable();
  private nodes = new Map<NodeId, SceneNodeData>();
  private sections!: MutableSections;
  private idCounter = 0;

  constructor(initial: SceneDocumentData = createEmptySceneDocument()) {
    this.reset(initial);
  }

  get(id: NodeId): SceneNodeData | undefined {
    return this.nodes.get(id);
  }

  get root(): SceneNodeData {
    return this.nodes.get(SCENE_ROOT_ID)!;
  }

  get size(): number {
    return this.nodes.size;
  }

  ids(): NodeId[] {
    const out: NodeId[] = [];
    const stack: NodeId[] = [SCENE_ROOT_ID];
    while (stack.length) {
      const id = stack.pop()!;
      const node = this.nodes.get(id);
      if (!node) continue;
      out.push(id);
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
    return out;
  }

  section<K extends keyof SceneSections>(name: K): SceneSections[K] {
    return this.sections[name];
  }

  isAncestor(ancestor: NodeId, id: NodeId): boolean {
    let current: NodeId | null | undefined = id;
    while (current) {
      if (current === ancestor) return true;
      current = this.nodes.get(current)?.parent;
    }
    return false;
  }

  newId(): NodeId {
    let id: string;
    do {
      this.idCounter += 1;
      id = `n${Date.now().toString(36)}${this.idCounter.toString(36)}`;
    } while (this.nodes.has(id));
    return id;
  }

  apply(patches: readonly ScenePatch[], origin: ChangeOrigin): void {
    if (patches.length === 0) return;
    for (const patch of patches) this.applyOne(patch);
    this.changes.next({ patches, origin });
  }

  replace(data: SceneDocumentData): void {
    this.reset(data);
    this.loads.next();
  }

  load(content: string): void {
    this.replace(parseSceneContent(content));
  }

  snapshot(): SceneDocumentData {
    return structuredClone({
      format: 'scene-document' as const,
      version: 1 as const,
      nodes: this.orderedNodes(),
      ...this.sections,
    });
  }

  serialize(): string {
    return JSON.stringify({ format: 'scene-document', version: 1, nodes: this.orderedNodes(), ...this.sections });
  }

  /** Nodes keyed in display order (depth first), so equal documents serialise to equal strings. */
  private orderedNodes(): Record<NodeId, SceneNodeData> {
    const out: Record<NodeId, SceneNodeData> = {};
    for (const id of this.ids()) out[id] = this.nodes.get(id)!;
    for (const [id, node] of this.nodes) if (!(id in out)) out[id] = node;
    return out;
  }

  setPropPatch(id: NodeId, key: string, value: JsonValue | undefined): ScenePatch {
    const node = this.require(id);
    return { op: 'setProp', id, key, value, old: node.props[key] };
  }

  insertPatch(nodes: readonly SceneNodeData[], at: NodePlace): ScenePatch {
    if (nodes.length === 0) throw new Error('Nothing to insert');
    return { op: 'insert', nodes: nodes.map((n, i) => (i === 0 ? { ...n, parent: at.parent } : n)), at };
  }

  removePatch(id: NodeId): ScenePatch {
    const node = this.require(id);
    if (node.parent === null) throw new Error('The scene root cannot be removed');
    const parent = this.require(node.parent);
    const nodes: SceneNodeData[] = [];
    const stack = [id];
    while (stack.length) {
      const current = this.require(stack.shift()!);
      nodes.push(current);
      stack.push(...current.children);
    }
    return { op: 'remove', nodes, at: { parent: node.parent, index: parent.children.indexOf(id) } };
  }

  setNamePatch(id: NodeId, name: string): ScenePatch {
    return { op: 'setName', id, name, old: this.require(id).name };
  }

  movePatch(id: NodeId, to: NodePlace): ScenePatch {
    const node = this.require(id);
    if (node.parent === null) throw new Error('The scene root cannot be moved');
    if (this.isAncestor(id, to.parent)) throw new Error('A node cannot be moved into itself');
    return { op: 'move', id, from: { parent: node.parent, index: this.require(node.parent).children.indexOf(id) }, to };
  }

  setSectionPatch<K extends keyof SceneSections>(name: K, value: SceneSections[K]): ScenePatch {
    return { op: 'setSection', section: name, value: value as unknown as JsonValue, old: this.sections[name] as unknown as JsonValue };
  }

  private reset(data: SceneDocumentData): void {
    if (data.format !== 'scene-document' || !data.nodes?.[SCENE_ROOT_ID]) throw new Error('Not a scene document');
    const copy = structuredClone(data);
    this.nodes = new Map(Object.entries(copy.nodes));
    this.sections = {
      exposed: copy.exposed ?? [],
      animations: copy.animations ?? [],
      logic: copy.logic ?? { code: '', xml: '', codeBackup: '', xmlBackup: '' },
      externalResources: copy.externalResources ?? [],
    };
  }

  private require(id: NodeId): SceneNodeData {
    const node = this.nodes.get(id);
    if (!node) throw new Error(`No node '${id}' in the scene document`);
    return node;
  }

  private withChildren(id: NodeId, edit: (children: NodeId[]) => void): void {
    const node = this.require(id);
    const children = [...node.children];
    edit(children);
    this.nodes.set(id, { ...node, children });
  }

  private applyOne(patch: ScenePatch): void {
    switch (patch.op) {
      case 'setProp': {
        const node = this.require(patch.id);
        const props = { ...node.props };
        if (patch.value === undefined) delete props[patch.key];
        else props[patch.key] = patch.value;
        this.nodes.set(patch.id, { ...node, props });
        return;
      }
      case 'setName':
        this.nodes.set(patch.id, { ...this.require(patch.id), name: patch.name });
        return;
      case 'insert': {
        this.require(patch.at.parent);
        for (const node of patch.nodes) {
          if (this.nodes.has(node.id)) throw new Error(`A node '${node.id}' already exists`);
        }
        patch.nodes.forEach((node, i) => this.nodes.set(node.id, i === 0 ? { ...node, parent: patch.at.parent } : node));
        this.withChildren(patch.at.parent, (children) => children.splice(clampIndex(patch.at.index, children.length), 0, patch.nodes[0].id));
        return;
      }
      case 'remove': {
        const top = patch.nodes[0];
        if (!top || top.id === SCENE_ROOT_ID) throw new Error('The scene root cannot be removed');
        this.withChildren(patch.at.parent, (children) => {
          const index = children.indexOf(top.id);
          if (index >= 0) children.splice(index, 1);
        });
        for (const node of patch.nodes) this.nodes.delete(node.id);
        return;
      }
      case 'move': {
        this.withChildren(patch.from.parent, (children) => {
          const index = children.indexOf(patch.id);
          if (index >= 0) children.splice(index, 1);
        });
        this.withChildren(patch.to.parent, (children) => children.splice(clampIndex(patch.to.index, children.length), 0, patch.id));
        this.nodes.set(patch.id, { ...this.require(patch.id), parent: patch.to.parent });
        return;
      }
      case 'setSection':
        (this.sections as Record<string, unknown>)[patch.section] = patch.value;
        return;
    }
  }
}

function clampIndex(index: number, length: number): number {
  return index < 0 || index > length ? length : index;
}
