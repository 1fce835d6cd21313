import { descriptorDefault, type PropertyDescriptor } from '../scene/descriptor.js';
import type { SceneNodeData } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { Vector3Value } from '../scene/values.js';
import type { Color3Value } from './values.js';
import { typedValueReaders } from './values.js';

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

  /** Props of a node for an update that changed `changedKeys`. */
  read(node: SceneNodeData, changedKeys: readonly string[]): NodeProps {
    const changed = new Set(changedKeys);
    const descriptor = (name: string): PropertyDescriptor => {
      const d = this.byName.get(name);
      if (!d) throw new Error(`${this.className} reads '${name}', which its descriptor table does not declare`);
      this.onRead?.(name);
      return d;
    };
    const pair = (name: string): [JsonValue | undefined, JsonValue | undefined] => [node.props[name], descriptorDefault(descriptor(name))];
    return {
      node,
      changed: (...names) => names.some((name) => {
        if (name !== 'name' && !this.byName.has(name)) throw new Error(`${this.className} watches '${name}', which its descriptor table does not declare`);
        return changed.has(name);
      }),
      value: (name) => {
        const [stored, fallback] = pair(name);
        return stored === undefined ? fallback : stored;
      },
      ...typedValueReaders(pair),
    };
  }
}
