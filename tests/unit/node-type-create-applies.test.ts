// A node created with a property set must look, in the engine, exactly like a node created with the defaults and then
// given that property: an adapter that applies a property only when it changes (not on create) fails here, for every
// declared property of every built-in node type that a value can be made up for.
import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { NodeTypes, SCENE_ROOT_ID, SceneDocumentService, SceneRuntimeService, UndoService } from '../../sdk/index.js';
import type { JsonObject, JsonValue, PluginDefinition, PropertyDescriptor } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { sceneServiceModule } from '../../core/services/scene/scene-module.js';
import { runtimeModule } from '../../core/runtime/runtime-module.js';
import geometryBox from '../../plugins/geometry-box/index.js';

const plugins = import.meta.glob<{ default: PluginDefinition }>('../../plugins/node-*/index.ts', { eager: true });

/** A valid value other than the default, or undefined when none can be made up without outside files. */
function otherValue(d: PropertyDescriptor): JsonValue | undefined {
  const fallback = d.default;
  switch (d.type) {
    case 'boolean': return !(fallback as boolean);
    case 'int':
    case 'number': {
      const base = typeof fallback === 'number' ? fallback : 0;
      const step = d.type === 'int' ? 1 : 0.25;
      const up = base + step;
      if (d.max === undefined || up <= d.max) return up;
      const down = base - step;
      return d.min === undefined || down >= d.min ? down : undefined;
    }
    case 'color3': return { r: 0.1, g: 0.2, b: 0.3 };
    case 'vector3': return { x: 0.3, y: 0.6, z: -0.4 };
    case 'enum': return d.enum?.find((o) => JSON.stringify(o.value) !== JSON.stringify(fallback))?.value;
    default: return undefined;
  }
}

// Bookkeeping that differs between any two engine objects, or is computed lazily at the next world-matrix update.
const SKIPPED_KEY = /uniqueid|^_index|renderpassid|_nonuniformscaling|^id$|^name$|renderid|updateid|_cache|_isdirty|_iswor|_worldmatrix|_currentrender|_frameid|observ|_scene$|_waiting|_pos$|_absoluteposition|_isready/i;

/** The own fields of an engine object and the getters of its classes (Babylon keeps many settings behind accessors). */
function keysOf(target: object): string[] {
  const keys = new Set(Object.keys(target));
  for (let proto = Object.getPrototypeOf(target); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) if (descriptor.get) keys.add(key);
  }
  return [...keys];
}

/** Numbers, booleans and strings of an engine object and its vector/colour fields, one level deep. */
function snapshot(target: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const record = target as Record<string, unknown>;
  for (const key of keysOf(target)) {
    if (SKIPPED_KEY.test(key)) continue;
    let value: unknown;
    try {
      value = record[key];
    } catch {
      continue;
    }
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') out[key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const v = value as Record<string, unknown>;
      const parts = ['x', 'y', 'z', 'w', 'r', 'g', 'b', 'a'].filter((k) => typeof v[k] === 'number');
      if (parts.length >= 3) out[key] = parts.map((k) => Math.round((v[k] as number) * 1e6) / 1e6);
    }
  }
  return out;
}

describe('node types apply every property on create', () => {
  it('creating with a value equals creating with the default and then setting it', async () => {
    const kernel = await createEditorKernel([sceneServiceModule, runtimeModule], [...Object.values(plugins).map((m) => m.default), geometryBox]);
    const document = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const runtime = kernel.services.get(SceneRuntimeService).start(new Scene(new NullEngine()));
    const types = kernel.registry.list(NodeTypes).current;
    let n = 0;
    const add = (type: string, props: JsonObject, parent = SCENE_ROOT_ID) => {
      const id = `n${n++}`;
      undo.execute([document.insertPatch([{ id, type, parent, name: 'same', props, children: [] }], { parent, index: 0 })]);
      return id;
    };
    let compared = 0;
    const differences: string[] = [];
    for (const type of types) {
      if (type.id === 'Scene' || type.id === 'ShadowGenerator') continue;
      for (const d of type.descriptors) {
        const value = otherValue(d);
        if (value === undefined) continue;
        const defaults = type.defaults!();
        // Both ways round: the made-up value, and the default (an adapter that skips a property on create leaves the
        // engine's own default, which may equal one of the two but not both).
        for (const [start, end] of [[defaults[d.name], value], [value, defaults[d.name]]] as const) {
          const created = add(type.id, { ...defaults, [d.name]: end ?? null });
          const updated = add(type.id, { ...defaults, [d.name]: start ?? null });
          undo.execute([document.setPropPatch(updated, d.name, end ?? null)]);
          const a = runtime.objectOf(created)?.node;
          const b = runtime.objectOf(updated)?.node;
          if (!a || !b) continue;
          compared++;
          // World-derived values (absolute position, axes) follow at the next world-matrix update: bring both up to date.
          for (const node of [a, b]) (node as { computeWorldMatrix?: (force: boolean) => unknown }).computeWorldMatrix?.(true);
          const sa = snapshot(a);
          const sb = snapshot(b);
          for (const key of new Set([...Object.keys(sa), ...Object.keys(sb)])) {
            if (JSON.stringify(sa[key]) !== JSON.stringify(sb[key])) {
              differences.push(`${type.id}.${d.name}=${JSON.stringify(end)}: engine ${key} ${JSON.stringify(sa[key])} on create, ${JSON.stringify(sb[key])} on change`);
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
    expect(differences).toEqual([]);
  });
});
