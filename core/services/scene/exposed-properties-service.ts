import { BehaviorSubject } from 'rxjs';
import type {
  ExposedOwnerKind, ExposedPropertiesService, ExposedProperty, ExposeRequest, NodeId, SceneDocumentService,
  UndoService,
} from '../../../sdk/index.js';
import type { Translate } from './translator.js';

/** Owner kinds that may expose a property (spec 001 §3). */
export const EXPOSED_OWNER_KINDS: readonly ExposedOwnerKind[] = ['node', 'animationGroup', 'material', 'sharedChannel', 'materialStage'];
/** Longest binding path. */
export const MAX_BINDING_PATH = 1024;

/** Dots become underscores (spec 001 §5). */
export function sanitizeExposedName(text: string): string {
  return text.trim().replace(/\./g, '_');
}

/** Exposed properties kept in the document's 'exposed' section; changes go through undo and mark needSave. */
export class ExposedPropertiesServiceImpl implements ExposedPropertiesService {
  private readonly subject: BehaviorSubject<readonly ExposedProperty[]>;
  readonly onDidChange;
  private names: string[] = [];
  private groups: string[] = [];
  private counter = 0;

  constructor(
    private readonly document: SceneDocumentService,
    private readonly undo: UndoService,
    /** Whether a state animation drives the property (such a property cannot be exposed). */
    private readonly isStateDriven: (id: NodeId, property: string) => boolean,
    private readonly t: Translate,
  ) {
    this.subject = new BehaviorSubject<readonly ExposedProperty[]>(document.section('exposed'));
    this.onDidChange = this.subject.asObservable();
    this.learnFromDocument();
    document.onDidLoad.subscribe(() => {
      this.names = [];
      this.groups = [];
      this.learnFromDocument();
      this.subject.next(document.section('exposed'));
    });
    document.onDidChange.subscribe((change) => {
      if (change.patches.some((p) => p.op === 'setSection' && p.section === 'exposed')) this.subject.next(document.section('exposed'));
    });
  }

  get all(): readonly ExposedProperty[] {
    return this.document.section('exposed');
  }

  get knownNames(): readonly string[] {
    return this.names;
  }

  get knownGroups(): readonly string[] {
    return this.groups;
  }

  find(ownerId: string, property: string): ExposedProperty | undefined {
    const path = `${ownerId}.${property}`;
    return this.all.find((e) => e.path === path);
  }

  expose(request: ExposeRequest): ExposedProperty {
    if (!EXPOSED_OWNER_KINDS.includes(request.owner.kind)) throw new Error(this.t('scene.exposed.invalidOwner'));
    const path = `${request.owner.id}.${request.property}`;
    if (path.length > MAX_BINDING_PATH) throw new Error(this.t('scene.exposed.pathTooLong', { max: MAX_BINDING_PATH }));
    if (this.isStateDriven(request.owner.id, request.property)) throw new Error(this.t('scene.exposed.hasStateAnimation'));
    const name = sanitizeExposedName(request.name) || sanitizeExposedName(request.title);
    const group = sanitizeExposedName(request.group);
    const existing = this.find(request.owner.id, request.property);
    const next: ExposedProperty = existing
      ? { ...existing, name, group }
      : { id: this.newId(), name, group, type: request.type, path, owner: { kind: request.owner.kind, id: request.owner.id } };
    const list = existing ? this.all.map((e) => (e.id === existing.id ? next : e)) : [...this.all, next];
    this.undo.execute([this.document.setSectionPatch('exposed', list)], { label: 'exposed.set' });
    this.remember(name, group);
    return next;
  }

  remove(id: string): void {
    if (!this.all.some((e) => e.id === id)) throw new Error(this.t('scene.exposed.notFound'));
    this.undo.execute([this.document.setSectionPatch('exposed', this.all.filter((e) => e.id !== id))], { label: 'exposed.delete' });
  }

  private newId(): string {
    const ids = new Set(this.all.map((e) => e.id));
    let id: string;
    do {
      this.counter += 1;
      id = `exp-${Date.now().toString(36)}-${this.counter}`;
    } while (ids.has(id));
    return id;
  }

  private remember(name: string, group: string): void {
    if (name) this.names = [name, ...this.names.filter((n) => n !== name)];
    if (group) this.groups = [group, ...this.groups.filter((g) => g !== group)];
  }

  private learnFromDocument(): void {
    for (const e of this.all) {
      if (e.name && !this.names.includes(e.name)) this.names.push(e.name);
      if (e.group && !this.groups.includes(e.group)) this.groups.push(e.group);
    }
  }
}
