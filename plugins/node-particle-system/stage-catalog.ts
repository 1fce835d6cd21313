import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { ContributionList, Disposable, ParticleStageContribution } from '../../sdk/index.js';

/**
 * The stage kinds the particle runtime sees: the ParticleStages list of the kernel that activated this plugin (the
 * adapter is a module-level bundle, so the list is attached at activation). Systems rebuild when it changes.
 */
export class StageCatalog {
  private lists: ContributionList<ParticleStageContribution>[] = [];
  private readonly changed = new Subject<void>();
  readonly onDidChange: Observable<void> = this.changed;

  attach(list: ContributionList<ParticleStageContribution>): Disposable {
    this.lists.push(list);
    const sub = list.onDidChange.subscribe(() => this.changed.next());
    return {
      dispose: () => {
        sub.unsubscribe();
        this.lists = this.lists.filter((l) => l !== list);
        this.changed.next();
      },
    };
  }

  /** A stage kind by name, from the newest attached kernel. */
  find(kind: string): ParticleStageContribution | undefined {
    for (let i = this.lists.length - 1; i >= 0; i--) {
      const found = this.lists[i]!.current.find((s) => s.id === kind);
      if (found) return found;
    }
    return undefined;
  }
}

/** The one catalogue of this module. */
export const stageCatalog = new StageCatalog();
