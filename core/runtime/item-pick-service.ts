import { ReplaySubject } from 'rxjs';
import type { ItemPick, ItemPickService } from '../../sdk/index.js';

/** Items picked in the viewport: the latest is replayed to each new subscriber. */
export class ItemPickServiceImpl implements ItemPickService {
  private readonly subject = new ReplaySubject<ItemPick>(1);
  readonly onDidPick = this.subject.asObservable();
  current: ItemPick | undefined;
  private seq = 0;

  pick(pick: Omit<ItemPick, 'seq'>): void {
    this.current = { ...pick, seq: ++this.seq };
    this.subject.next(this.current);
  }
}
