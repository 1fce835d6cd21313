import { BehaviorSubject } from 'rxjs';
import type { ContributionChecks, ContributionList, ContributionPoint, ContributionRegistry, Disposable } from '../../sdk/index.js';
import { toDisposable } from '../../sdk/index.js';

class PointList<T> implements ContributionList<T> {
  private readonly subject = new BehaviorSubject<readonly T[]>([]);
  readonly onDidChange = this.subject.asObservable();

  get current(): readonly T[] {
    return this.subject.value;
  }

  add(value: T): Disposable {
    this.subject.next([...this.subject.value, value]);
    return toDisposable(() => {
      const next = this.subject.value.filter((item) => item !== value);
      this.subject.next(next);
    });
  }
}

/** Holds every point's live list; contributions can arrive and leave at any time. */
export class ContributionRegistryImpl implements ContributionRegistry {
  private readonly points = new Map<string, PointList<unknown>>();
  /** Each point's checks, from the first declaration of its id that has them (a later object with the same id cannot change them). */
  private readonly checks = new Map<string, ContributionChecks<unknown>>();

  /** Remember a point's declared checks (the kernel declares the points it hosts before any plugin runs). */
  declare(point: ContributionPoint<unknown>): void {
    if (point.checks && !this.checks.has(point.id)) this.checks.set(point.id, point.checks);
  }

  /** The checks of a point's id: those declared first, whatever object a contributor names the point with. */
  checksOf<T>(point: ContributionPoint<T>): ContributionChecks<T> | undefined {
    this.declare(point as ContributionPoint<unknown>);
    return this.checks.get(point.id) as ContributionChecks<T> | undefined;
  }

  contribute<T>(point: ContributionPoint<T>, value: T): Disposable {
    return this.listOf(point).add(value);
  }

  list<T>(point: ContributionPoint<T>): ContributionList<T> {
    return this.listOf(point);
  }

  private listOf<T>(point: ContributionPoint<T>): PointList<T> {
    let list = this.points.get(point.id);
    if (!list) {
      list = new PointList<unknown>();
      this.points.set(point.id, list);
    }
    return list as PointList<T>;
  }
}
