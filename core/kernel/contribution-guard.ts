import type { ContributionChecks, ContributionPoint, ContributionResultContext, PluginFaultSite } from '../../sdk/index.js';
import type { PluginFaultsImpl } from './plugin-faults.js';

/** Members no point has guarded: React components (their hosts' error boundaries report them) and predicates asked on every redraw. */
const UNGUARDED = new Set(['component', 'enabled', 'canHandle']);

/** Call `fn`; report a throw or a rejection as the plugin's fault, then pass it on so the caller's fallback still runs. */
export function guardCall<A extends unknown[], R>(fn: (...args: A) => R, report: (error: unknown) => void): (...args: A) => R {
  return function guarded(this: unknown, ...args: A): R {
    try {
      const result = fn.apply(this, args);
      if (result && typeof (result as { then?: unknown }).then === 'function') {
        return (result as unknown as Promise<unknown>).then(undefined, (error: unknown) => {
          report(error);
          throw error;
        }) as R;
      }
      return result;
    } catch (error) {
      report(error);
      throw error;
    }
  };
}

/** The context a point's result check gets: warnings and texts attributed to the contributing plugin. */
export function resultContext(pluginId: string, site: PluginFaultSite, faults: PluginFaultsImpl): ContributionResultContext {
  return {
    warn: (message, at) => faults.report(pluginId, at ?? site, new Error(message), 'warning'),
    text: (key, values, fallback) => faults.text(key, values, fallback),
  };
}

/** A member whose result the point checks: the check runs on every call and decides what the caller receives. */
function checkedMember(fn: (...args: unknown[]) => unknown, check: (output: unknown, context: ContributionResultContext) => unknown, context: ContributionResultContext) {
  return function checked(this: unknown, ...args: unknown[]): unknown {
    return check(fn.apply(this, args), context);
  };
}

/**
 * A copy of a contribution whose functions report failures as the plugin's fault, at the fault site the point
 * declares; members whose results the point checks (`checks.results`, e.g. a geometry builder's `build`) are checked
 * on every call. The kernel knows no point by id: everything here comes from the point's own `checks`.
 */
export function guardContribution<T>(point: ContributionPoint<T>, checks: ContributionChecks<T> | undefined, value: T, pluginId: string, faults: PluginFaultsImpl): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) {
    // A class instance may keep private state its methods need on `this`: it is attributed, not copied.
    faults.setOwner(value, pluginId);
    return value;
  }
  const site = checks?.faultSite ?? 'contribution';
  const unguarded = checks?.unguarded ? new Set([...UNGUARDED, ...checks.unguarded]) : UNGUARDED;
  const context = resultContext(pluginId, site, faults);
  const copy = Object.create(prototype) as Record<string, unknown>;
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    const member = descriptor.value as unknown;
    if (typeof member === 'function' && !unguarded.has(key)) {
      let fn = member as (...args: unknown[]) => unknown;
      const check = checks?.results?.[key];
      if (check) fn = checkedMember(fn, check, context);
      descriptor.value = guardCall(fn, (error) => faults.report(pluginId, site, error));
    }
    Object.defineProperty(copy, key, descriptor);
  }
  faults.setOwner(copy, pluginId);
  faults.setOwner(value, pluginId);
  return copy as T;
}
