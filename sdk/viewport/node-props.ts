import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { Vector3Value } from '../scene/values.js';
import type { Color3Value } from './values.js';
import { readBoolean, readColor3, readNumber, readString, readVector3 } from './values.js';

/**
 * A node's props as an adapter reads them: each getter takes a name the node type's descriptor table declares and
 * gives the stored value when it is well-formed, otherwise the descriptor's `default`. Reading an undeclared name
 * throws, so an adapter cannot depend on a property the inspector does not know.
 */
export interface NodeProps {
  /** The document node. */
  readonly node: SceneNodeData;
  /** Whether any of these names changed in this update (`name` is the node's name). */
  changed(...names: string[]): boolean;
  /** The stored value, or the descriptor default (undefined when neither). */
  value(name: string): JsonValue | undefined;
  /** A finite number, else the default. */
  number(name: string): number;
  /** A boolean, else the default. */
  boolean(name: string): boolean;
  /** A string, else the default. */
  string(name: string): string;
  /** A vector3, else the default. */
  vector3(name: string): Vector3Value;
  /** A colour (object or CSS hex), else the default. */
  color3(name: string): Color3Value;
}


/** Reads one descriptor table; `onRead` hears every name read (the node-type helper keeps them for its tests). */
export class NodePropsReader {
  private readonly byName: ReadonlyMap<string, PropertyDescriptor>;
  /** The changed-key set of each keys array read with before (a runtime reads every node it creates with one array). */
  private readonly keySets = new WeakMap<readonly string[], ReadonlySet<string>>();

  constructor(
    private readonly className: string,
    descriptors: readonly PropertyDescriptor[],
    private readonly onRead?: (name: string) => void,
  ) {
    this.byName = new Map(descriptors.map((d) => [d.name, d]));
  }

  /** Whether the table declares a name. */
  declares(name: string): boolean {
    return this.byName.has(name);
  }

  /**
   * Props of a node for an update that changed `changedKeys`. A plain object of own functions (callers may spread it),
   * made without intermediate arrays or copies: a 10,000-mesh scene reads 10,000 times while it opens.
   */
  read(node: SceneNodeData, changedKeys: readonly string[]): NodeProps {
    let changed = this.keySets.get(changedKeys);
    if (!changed) this.keySets.set(changedKeys, (changed = new Set(changedKeys)));
    const keys = changed;
    const props = node.props;
    const fallback = (name: string) => descriptorDefault(this.descriptor(name));
    return {
      node,
      changed: (...names) => names.some((name) => {
        this.checkWatched(name);
        return keys.has(name);
      }),
      value: (name) => {
        const d = fallback(name);
        const stored = props[name];
        return stored === undefined ? d : stored;
      },
      number: (name) => { const d = fallback(name); return readNumber(props[name], readNumber(d, 0)); },
      boolean: (name) => { const d = fallback(name); return readBoolean(props[name], readBoolean(d, false)); },
      string: (name) => { const d = fallback(name); return readString(props[name], readString(d, '')); },
      vector3: (name) => { const d = fallback(name); return readVector3(props[name], readVector3(d, { x: 0, y: 0, z: 0 })); },
      color3: (name) => { const d = fallback(name); return readColor3(props[name], readColor3(d, { r: 0, g: 0, b: 0 })); },
    };
  }

  /** A declared name's descriptor (an undeclared name throws). */
  private descriptor(name: string): PropertyDescriptor {
    const d = this.byName.get(name);
    if (!d) throw new Error(`${this.className} reads '${name}', which its descriptor table does not declare`);
    this.onRead?.(name);
    return d;
  }

  /** Check that a watched name is declared (`name`, the node's name, always is). */
  private checkWatched(name: string): void {
    if (name !== 'name' && !this.byName.has(name)) throw new Error(`${this.className} watches '${name}', which its descriptor table does not declare`);
  }
}
