// The product exhibition's controls (docs/publishing.md, "Product exhibition"): which of a published scene's exposed
// properties become controls, and the values they may write. The scene comes from a stranger's link, so everything
// is read as untrusted: a bounded number of controls, cleaned labels, properties the node type declares, and values
// checked before they reach the document.
import { descriptorDefault } from '../../../../../sdk/scene/descriptor.js';
import { materialNodes } from '../../../../../sdk/scene/material-document.js';
import type { JsonValue, PropertyDescriptor, SceneNodeData } from '../../../../../sdk/index.js';

/** At most this many controls are shown (the rest of the scene's exposed properties are ignored). */
export const MAX_EXHIBITION_CONTROLS = 24;
/** At most this many entries of the `exposed` section are looked at. */
export const MAX_EXPOSED_SCANNED = 1000;
/** A label or group name is cut to this many characters. */
export const MAX_CONTROL_LABEL = 40;
/** A select offers at most this many choices. */
export const MAX_SELECT_OPTIONS = 50;

/** One choice of a select control. */
export interface ControlOption {
  readonly value: string;
  readonly label: string;
}

interface ControlBase {
  /** The exposed property's id (unique among the controls). */
  readonly id: string;
  readonly label: string;
  /** Group name; '' when not classified. */
  readonly group: string;
  readonly nodeId: string;
  readonly prop: string;
  /** The descriptor's default: the value shown while the node does not hold the prop. */
  readonly fallback: JsonValue | undefined;
}

/** A control of the exhibition, chosen by the property type the node type declares (not what the scene claims). */
export type ExhibitionControl =
  | (ControlBase & { readonly kind: 'color'; readonly alpha: boolean })
  | (ControlBase & { readonly kind: 'toggle' })
  | (ControlBase & { readonly kind: 'select'; readonly options: readonly ControlOption[]; readonly numeric: boolean })
  | (ControlBase & { readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly step: number });

/** What the controls are derived from: the document's nodes, its exposed section, and the node types' descriptors. */
export interface ExhibitionSource {
  readonly exposed: unknown;
  get(id: string): SceneNodeData | undefined;
  descriptorsOf(type: string): readonly PropertyDescriptor[] | undefined;
  /** The visitor's language's text of a per-language title. */
  pick(text: PropertyDescriptor['titles']): string;
}

const PROP_NAME = /^[A-Za-z_$][\w$]{0,63}$/;
// Control characters, bidirectional overrides and isolates, zero-width characters: nothing a label needs.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A label as shown: unsafe characters removed, spaces collapsed, at most MAX_CONTROL_LABEL characters. */
export function cleanLabel(text: unknown): string {
  if (typeof text !== 'string') return '';
  const chars = [...text.slice(0, 4 * MAX_CONTROL_LABEL).replace(/\s+/g, ' ').replace(UNSAFE_CHARS, '').replace(/ {2,}/g, ' ').trim()];
  return chars.length > MAX_CONTROL_LABEL ? `${chars.slice(0, MAX_CONTROL_LABEL - 1).join('')}…` : chars.join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function controlOf(entry: unknown, source: ExhibitionSource): ExhibitionControl | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.path !== 'string' || !isRecord(entry.owner)) return undefined;
  const { kind, id: nodeId } = entry.owner;
  if ((kind !== 'node' && kind !== 'material') || typeof nodeId !== 'string' || !entry.path.startsWith(`${nodeId}.`)) return undefined;
  const prop = entry.path.slice(nodeId.length + 1);
  if (!PROP_NAME.test(prop)) return undefined;
  const node = source.get(nodeId);
  if (!node) return undefined;
  const descriptor = source.descriptorsOf(node.type)?.find((d) => d.name === prop);
  if (!descriptor || descriptor.rw === 'r') return undefined;
  const base: ControlBase = {
    id: entry.id.slice(0, 200),
    label: cleanLabel(entry.name) || cleanLabel(source.pick(descriptor.titles)) || prop,
    group: cleanLabel(entry.group),
    nodeId,
    prop,
    fallback: descriptorDefault(descriptor),
  };
  switch (descriptor.type) {
    case 'boolean':
    case 'checkbox':
    case 'switch':
      return { ...base, kind: 'toggle' };
    case 'color3':
    case 'color4':
      return { ...base, kind: 'color', alpha: descriptor.type === 'color4' };
    case 'enum': {
      const options = (descriptor.enum ?? []).slice(0, MAX_SELECT_OPTIONS).map((o) => ({ value: String(o.value), label: cleanLabel(source.pick(o.label)) || String(o.value) }));
      return options.length ? { ...base, kind: 'select', options, numeric: descriptor.enum!.every((o) => typeof o.value === 'number') } : undefined;
    }
    case 'material': {
      const options = materialNodes(source.get).slice(0, MAX_SELECT_OPTIONS).map((m) => ({ value: m.id, label: cleanLabel(m.name) || m.id }));
      return options.length ? { ...base, kind: 'select', options, numeric: false } : undefined;
    }
    case 'number':
    case 'int': {
      const finite = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
      const step = finite(descriptor.step) ?? (descriptor.type === 'int' ? 1 : 0.01);
      return { ...base, kind: 'number', min: finite(descriptor.min), max: finite(descriptor.max), step: step > 0 ? step : 0.01 };
    }
    default:
      return undefined;
  }
}

/**
 * The controls of a scene: its exposed properties of nodes and materials (owner kinds 'node', 'material') whose
 * property the node's type declares writable with a type a control can edit, in the section's order, each path once,
 * at most MAX_EXHIBITION_CONTROLS. Anything else in the section is skipped.
 */
export function exhibitionControls(source: ExhibitionSource): ExhibitionControl[] {
  if (!Array.isArray(source.exposed)) return [];
  const controls: ExhibitionControl[] = [];
  const seen = new Set<string>();
  for (const entry of source.exposed.slice(0, MAX_EXPOSED_SCANNED)) {
    const control = controlOf(entry, source);
    if (!control) continue;
    const key = `${control.nodeId}.${control.prop}`;
    if (seen.has(key) || seen.has(`#${control.id}`)) continue;
    seen.add(key);
    seen.add(`#${control.id}`);
    controls.push(control);
    if (controls.length >= MAX_EXHIBITION_CONTROLS) break;
  }
  return controls;
}

const clamp01 = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : undefined);
const hex2 = (n: number) => Math.round(n * 255).toString(16).padStart(2, '0');

/** A stored colour as '#rrggbb' for a colour input ('#cccccc' when it cannot be read). */
export function colorToHex(value: unknown): string {
  if (typeof value === 'string' && /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value)) return value.slice(0, 7).toLowerCase();
  const [r, g, b] = Array.isArray(value) ? value.map(clamp01) : isRecord(value) ? [clamp01(value.r), clamp01(value.g), clamp01(value.b)] : [];
  return r === undefined || g === undefined || b === undefined ? '#cccccc' : `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

/** The stored value a control writes for what the visitor chose, or undefined when the input is not acceptable. */
export function controlValue(control: ExhibitionControl, input: unknown, current: unknown): JsonValue | undefined {
  switch (control.kind) {
    case 'toggle':
      return typeof input === 'boolean' ? input : undefined;
    case 'color': {
      const m = typeof input === 'string' ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(input) : null;
      if (!m) return undefined;
      const [r, g, b] = m.slice(1).map((h) => Math.round((parseInt(h, 16) / 255) * 1000) / 1000);
      if (!control.alpha) return { r, g, b };
      return { r, g, b, a: (isRecord(current) ? clamp01(current.a) : undefined) ?? 1 };
    }
    case 'select': {
      const option = typeof input === 'string' ? control.options.find((o) => o.value === input) : undefined;
      if (!option) return undefined;
      return control.numeric ? Number(option.value) : option.value;
    }
    case 'number': {
      const n = typeof input === 'number' ? input : typeof input === 'string' && input.trim() !== '' ? Number(input) : NaN;
      if (!Number.isFinite(n)) return undefined;
      return Math.min(control.max ?? Infinity, Math.max(control.min ?? -Infinity, n));
    }
  }
}

/** The value a control shows: the node's, or the descriptor's default while the node does not hold the prop. */
export function currentValue(control: ExhibitionControl, node: SceneNodeData | undefined): unknown {
  const props = node?.props as Record<string, unknown> | undefined;
  const value = props && Object.prototype.hasOwnProperty.call(props, control.prop) ? props[control.prop] : undefined;
  return value ?? control.fallback;
}

/** Whether a stored boolean-like value is on (numbers: positive is on). */
export function isOn(value: unknown): boolean {
  return typeof value === 'number' ? value > 0 : value === true;
}
