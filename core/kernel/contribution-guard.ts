import type { PluginFaultSite } from '../../sdk/index.js';
import { checkGeometry } from './geometry-check.js';
import type { PluginFaultsImpl } from './plugin-faults.js';

/** The fault site of a contribution point's functions. */
const SITES: Readonly<Record<string, PluginFaultSite>> = {
  'workbench.commands': 'command',
  'workbench.panels': 'panel',
  'inspector.propertyEditors': 'editor',
  'viewport.geometryBuilders': 'builder',
  'viewport.nodeAdapters': 'adapter',
};

/** Members that are not called as plugin code: React components (their hosts' error boundaries report them) and predicates asked on every redraw. */
const UNWRAPPED = new Set(['component', 'enabled', 'canHandle']);

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

/**
 * A copy of a contribution whose functions report failures as the plugin's fault. A geometry builder's `build` also
 * checks its output (finite numbers, indices in range) and refuses garbage with an error naming what is wrong.
 */
export function guardContribution<T>(pointId: string, value: T, pluginId: string, faults: PluginFaultsImpl): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) {
    // A class instance may keep private state its methods need on `this`: it is attributed, not copied.
    faults.setOwner(value, pluginId);
    return value;
  }
  const site = SITES[pointId] ?? 'contribution';
  const copy = Object.create(prototype) as Record<string, unknown>;
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    const member = descriptor.value as unknown;
    if (typeof member === 'function' && !UNWRAPPED.has(key)) {
      let fn = member as (...args: unknown[]) => unknown;
      if (site === 'builder' && key === 'build') fn = checkedBuild(fn, pluginId, faults);
      descriptor.value = guardCall(fn, (error) => faults.report(pluginId, site, error));
    }
    Object.defineProperty(copy, key, descriptor);
  }
  faults.setOwner(copy, pluginId);
  faults.setOwner(value, pluginId);
  return copy as T;
}

function checkedBuild(build: (...args: unknown[]) => unknown, pluginId: string, faults: PluginFaultsImpl) {
  return function checked(this: unknown, ...args: unknown[]): unknown {
    const data = build.apply(this, args);
    const { error, warning } = checkGeometry(data);
    if (error) throw new Error(faults.text(error.key, error.values, error.fallback));
    if (warning) faults.report(pluginId, 'builder', new Error(faults.text(warning.key, warning.values, warning.fallback)), 'warning');
    return data;
  };
}
