import { BehaviorSubject } from 'rxjs';
import type { NodeId, PointHandles, PointHandlesFollow, PointHandlesFollower, PointHandlesRequest, PointHandlesService } from '../../sdk/index.js';
import { followPointHandles } from './point-handles-follower.js';

/** The point handles shown now: the latest `show` wins; the viewport draws `current`. */
export class PointHandlesServiceImpl implements PointHandlesService {
  private readonly subject = new BehaviorSubject<PointHandlesRequest | undefined>(undefined);
  readonly onDidChange = this.subject.asObservable();
  private shownOwner: object | undefined;

  get current(): PointHandlesRequest | undefined {
    return this.subject.value;
  }

  follow(nodeId: NodeId, follow: PointHandlesFollow): PointHandlesFollower {
    return followPointHandles(this, nodeId, follow);
  }

  show(request: PointHandlesRequest): PointHandles {
    const owner = {};
    this.shownOwner = owner;
    this.subject.next(request);
    return {
      update: (next) => {
        if (this.shownOwner === owner) this.subject.next(next);
      },
      dispose: () => {
        if (this.shownOwner !== owner) return;
        this.shownOwner = undefined;
        this.subject.next(undefined);
      },
    };
  }
}
