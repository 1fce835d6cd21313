import { Subject } from 'rxjs';
import type { GroupPlayback, GroupRuntime } from '../../sdk/index.js';

const STOPPED: GroupRuntime = Object.freeze({ state: 'stopped', rewinds: 0 });

/** Run-time playback of the animation groups (never written to the document). */
export class GroupRuntimes {
  private readonly runtimes = new Map<string, GroupRuntime>();
  private readonly changes = new Subject<string>();
  readonly onDidChange = this.changes.asObservable();

  get(id: string): GroupRuntime {
    return this.runtimes.get(id) ?? STOPPED;
  }

  set(id: string, state: GroupPlayback, rewind = false): void {
    const now = this.get(id);
    if (now.state === state && !rewind) return;
    this.runtimes.set(id, { state, rewinds: now.rewinds + (rewind ? 1 : 0) });
    this.changes.next(id);
  }

  /** Forget every group (a scene was loaded); each forgotten group reports a change. */
  clear(): void {
    const ids = [...this.runtimes.keys()];
    this.runtimes.clear();
    for (const id of ids) this.changes.next(id);
  }

  delete(id: string): void {
    if (this.runtimes.delete(id)) this.changes.next(id);
  }
}
