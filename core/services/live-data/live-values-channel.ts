import { Subject } from 'rxjs';
import type { BindingScalar, LiveValuesService } from '../../../sdk/index.js';

/** The kernel's channel of live values (sdk/live-data/live-values.ts): the last value of each binding and their changes. */
export class LiveValuesChannel implements LiveValuesService {
  private readonly values = new Map<string, BindingScalar>();
  private readonly changes = new Subject<ReadonlyMap<string, BindingScalar>>();
  readonly onDidChange = this.changes.asObservable();

  valueOf(bindingId: string): BindingScalar | undefined {
    return this.values.get(bindingId);
  }

  current(): ReadonlyMap<string, BindingScalar> {
    return new Map(this.values);
  }

  publish(changed: ReadonlyMap<string, BindingScalar>): void {
    if (!changed.size) return;
    for (const [id, value] of changed) this.values.set(id, value);
    this.changes.next(changed);
  }

  clear(): void {
    this.values.clear();
  }

  dispose(): void {
    this.changes.complete();
    this.values.clear();
  }
}
