import type { Disposable } from './lifecycle.js';
import type { Observable } from 'rxjs';

/** A typed place where plugins contribute values (panels, commands, editors…). Matched by its string id. */
export interface ContributionPoint<T> {
  /** Stable, unique name of the point, e.g. 'workbench.panels'. */
  readonly id: string;
  /** Phantom field that carries the contribution type; never set at run time. */
  readonly __contribution?: T;
}

/** Declare a contribution point; the type parameter is what a contribution looks like. */
export function defineContributionPoint<T>(id: string): ContributionPoint<T> {
  return Object.freeze({ id });
}

/** The live list of everything contributed to one point. */
export interface ContributionList<T> {
  /** The contributions now, in registration order. */
  readonly current: readonly T[];
  /** Emits the whole list now and after every change. */
  readonly onDidChange: Observable<readonly T[]>;
}

/** Reads and writes contribution points; each plugin gets one scoped to itself through its context. */
export interface ContributionRegistry {
  /** Add a value to a point; disposing the result removes it again. */
  contribute<T>(point: ContributionPoint<T>, value: T): Disposable;
  /** The live list of a point's contributions. */
  list<T>(point: ContributionPoint<T>): ContributionList<T>;
}
