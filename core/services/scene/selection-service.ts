import { BehaviorSubject } from 'rxjs';
import type { NodeId, SceneDocumentService, SelectionService } from '../../../sdk/index.js';

/** The selected nodes; removed nodes leave the selection, a newly loaded document clears it. */
export class SelectionServiceImpl implements SelectionService {
  private readonly subject = new BehaviorSubject<readonly NodeId[]>([]);
  readonly onDidChangeSelection = this.subject.asObservable();
  private set_ = new Set<NodeId>();

  constructor(private readonly document: SceneDocumentService) {
    document.onDidLoad.subscribe(() => this.clear());
    document.onDidChange.subscribe((change) => {
      if (!change.patches.some((p) => p.op === 'remove' || p.op === 'insert')) return;
      const kept = this.selected.filter((id) => document.get(id));
      if (kept.length !== this.selected.length) this.set(kept);
    });
  }

  get selected(): readonly NodeId[] {
    return this.subject.value;
  }

  set(ids: readonly NodeId[]): void {
    const unique = [...new Set(ids)].filter((id) => this.document.get(id));
    if (unique.length === this.selected.length && unique.every((id, i) => id === this.selected[i])) return;
    this.set_ = new Set(unique);
    this.subject.next(Object.freeze(unique));
  }

  toggle(id: NodeId): void {
    if (this.set_.has(id)) this.set(this.selected.filter((s) => s !== id));
    else this.set([...this.selected, id]);
  }

  add(ids: readonly NodeId[]): void {
    this.set([...this.selected, ...ids.filter((id) => !this.set_.has(id))]);
  }

  clear(): void {
    this.set([]);
  }

  has(id: NodeId): boolean {
    return this.set_.has(id);
  }
}
