import { BehaviorSubject } from 'rxjs';
import type { CommandPaletteService } from '../../../sdk/index.js';

/** The palette's open state. */
export class CommandPaletteServiceImpl implements CommandPaletteService {
  private readonly open$ = new BehaviorSubject(false);
  readonly onDidChangeOpen = this.open$.asObservable();

  get isOpen(): boolean {
    return this.open$.value;
  }

  open(): void {
    if (!this.open$.value) this.open$.next(true);
  }

  close(): void {
    if (this.open$.value) this.open$.next(false);
  }
}
