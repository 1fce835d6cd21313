import type { Disposable } from './lifecycle.js';
import type { Observable } from 'rxjs';
import type { PluginFaultSite } from '../services/plugin-faults.js';

/** A typed place where plugins contribute values (panels, commands, editors…). Matched by its string id. */
export interface ContributionPoint<T> {
  /** Stable, unique name of the point, e.g. 'workbench.panels'. */
  readonly id: string;
  /** Phantom field that carries the contribution type; never set at run time. */
  readonly __contribution?: T;
  /** How the kernel admits and guards what plugins contribute here; none: taken as given, faults at 'contribution'. */
  readonly checks?: ContributionChecks<T>;
}

/** What a point's result check may do: warn about the contribution's output, in the user's language. */
export interface ContributionResultContext {
  /** Report a warning about the contribution, as its plugin's fault (at the point's fault site, or `site`). */
  warn(message: string, site?: PluginFaultSite): void;
  /** A translated text, or the English fallback when the key is not loaded. */
  text(key: string, values: Readonly<Record<string, string | number>>, fallback: string): string;
}

/** What a point's admission sees besides the value: the point's other contributions and a way to explain a refusal. */
export interface ContributionCheckContext<T> extends ContributionResultContext {
  /** What other plugins (not the contributing one) have contributed to the point, now. */
  readonly others: readonly T[];
  /** The display name of the plugin that contributed a value ('the editor' for the kernel's own). */
  ownerName(value: T): string;
}

/**
 * A point's own checks, declared with it: the kernel applies them to every contribution and knows no point by id.
 * Every function member of a contribution (a plain object) is called through a guard that reports a throw or a
 * rejection as the contributing plugin's fault at `faultSite`, then passes it on so the caller's fallback still runs.
 */
export interface ContributionChecks<T> {
  /** Where failures of this point's contributions are reported (shown with the plugin's name). Default 'contribution'. */
  readonly faultSite?: PluginFaultSite;
  /**
   * Function members that are not plugin code to guard: React components (their hosts' error boundaries report them)
   * and predicates asked on every redraw. `component`, `enabled` and `canHandle` are never guarded on any point.
   */
  readonly unguarded?: readonly string[];
  /**
   * Asked before a contribution is added: return it, a corrected copy, or undefined to refuse it (say why with
   * `context.warn`). A throw refuses it too, reported as the plugin's fault.
   */
  admit?(value: T, context: ContributionCheckContext<T>): T | undefined;
  /**
   * Checks of what function members return, by member name: each gets the member's result (a promise's value is not
   * awaited) and returns what the caller receives; a throw refuses the result and is reported as the plugin's fault.
   */
  readonly results?: Readonly<Record<string, (output: unknown, context: ContributionResultContext) => unknown>>;
}

/** Declare a contribution point; the type parameter is what a contribution looks like, `checks` its own checks. */
export function defineContributionPoint<T>(id: string, checks?: ContributionChecks<T>): ContributionPoint<T> {
  return Object.freeze(checks ? { id, checks: Object.freeze({ ...checks }) } : { id });
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
