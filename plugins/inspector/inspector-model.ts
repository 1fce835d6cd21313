import { descriptorDefault, hostedPropertyEditor, MIXED, PROPERTY_GROUPS } from '../../sdk/index.js';
import type { JsonValue, NodeTypeContribution, PropertyDescriptor, HostedPropertyEditor, PropertyEditorContribution, PropertyGroup, SceneNodeData } from '../../sdk/index.js';

/** One group of rows, in PROPERTY_GROUPS order. */
export interface InspectorGroup {
  readonly group: PropertyGroup;
  readonly descriptors: readonly PropertyDescriptor[];
}

/**
 * The descriptors shown for a selection of node types (spec 001 §1): only properties whose type, mode and group are
 * identical on every type; hidden ones dropped; sorted by rank within groups in PROPERTY_GROUPS order.
 */
export function commonGroups(types: readonly (NodeTypeContribution | undefined)[]): InspectorGroup[] {
  const distinct = [...new Set(types)];
  if (distinct.length === 0 || distinct.some((t) => !t)) return [];
  const [first, ...rest] = distinct as NodeTypeContribution[];
  const others = rest.map((t) => new Map(t.descriptors.map((d) => [d.name, d])));
  const kept = first.descriptors.filter((d) => !d.hide && others.every((table) => {
    const other = table.get(d.name);
    return other !== undefined && !other.hide && other.type === d.type && other.mode === d.mode && other.propertyGroup === d.propertyGroup;
  }));
  const byGroup = new Map<PropertyGroup, PropertyDescriptor[]>();
  for (const d of kept) {
    const list = byGroup.get(d.propertyGroup) ?? [];
    list.push(d);
    byGroup.set(d.propertyGroup, list);
  }
  const order = (g: PropertyGroup) => {
    const index = PROPERTY_GROUPS.indexOf(g);
    return index < 0 ? PROPERTY_GROUPS.length : index;
  };
  return [...byGroup.entries()]
    .sort((a, b) => order(a[0]) - order(b[0]))
    .map(([group, list]) => ({ group, descriptors: list.sort((a, b) => a.rank - b.rank) }));
}

/** JSON text of stored values (node props are replaced, never changed, on an edit): each is written once, not at every render. */
const texts = new WeakMap<object, string>();

function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
  return text;
}

/** The value of a property over several nodes: the shared value, MIXED when they differ (missing → the default). */
export function sharedValue(nodes: readonly SceneNodeData[], descriptor: PropertyDescriptor): JsonValue | typeof MIXED {
  const read = (node: SceneNodeData): JsonValue => node.props[descriptor.name] ?? descriptorDefault(descriptor) ?? null;
  if (nodes.length === 0) return null;
  const first = read(nodes[0]);
  let firstText: string | undefined;
  for (let i = 1; i < nodes.length; i++) {
    const value = read(nodes[i]);
    if (value === first) continue;
    if (typeof value !== 'object' || typeof first !== 'object' || value === null || first === null) return MIXED;
    firstText ??= textOf(first);
    if (textOf(value) !== firstText) return MIXED;
  }
  return first;
}

/** The editor for a descriptor: the highest priority among those that handle its type; later wins a tie. */
export function pickEditor(editors: readonly PropertyEditorContribution[], descriptor: PropertyDescriptor): HostedPropertyEditor | undefined {
  let best: HostedPropertyEditor | undefined;
  for (const editor of editors.map(hostedPropertyEditor)) {
    if (!editor.types.includes(descriptor.type)) continue;
    if (editor.canHandle && !editor.canHandle(descriptor)) continue;
    if (!best || (editor.priority ?? 0) >= (best.priority ?? 0)) best = editor;
  }
  return best;
}
