import type { JsonValue } from './json.js';

/**
 * Interactions (spec 001 §1 "interaction array", §2 "Interaction panel: Add and Delete", group 'interaction'): what a
 * node does when it is clicked, hovered or its data changes, declared without logic. The spec names the property type
 * and the panel only; the fields below are this platform's design (docs/twin.md, "Interactions"). A property of this
 * type holds a JSON array of {@link InteractionData}; its editor is plugins/editor-interactions, and the player runs
 * the list with plugins/interaction-runtime.
 */
export const INTERACTION_LIST_TYPE = 'interactionList';

/** The property every transform-like node carries its interactions in (type 'interactionList', group 'interaction'). */
export const INTERACTIONS_PROP = 'interactions';

/**
 * What starts an interaction: a click on the node (or on one of its children, or on the named info point of an
 * info-point node), the pointer entering it, or a new value of a live-data binding.
 */
export const INTERACTION_TRIGGERS = ['click', 'hover', 'data'] as const;
export type InteractionTrigger = (typeof INTERACTION_TRIGGERS)[number];

/**
 * What it does to its target: show, hide or toggle the node (or one info point of it), set an info point's status,
 * turn the camera to it (`value`: seconds), or set one declared property (`value`: JSON).
 */
export const INTERACTION_ACTIONS = ['show', 'hide', 'toggle', 'setStatus', 'flyTo', 'setProperty'] as const;
export type InteractionAction = (typeof INTERACTION_ACTIONS)[number];

/** One interaction as stored in the scene. */
export interface InteractionData {
  /** Stable within the list (kept when its fields change). */
  readonly id: string;
  readonly trigger: InteractionTrigger;
  /** `data`: the live-data binding id whose new values trigger it; otherwise ''. */
  readonly binding: string;
  /** `click`/`hover` on an info-point node: only a click on the info point of this name ('' = the node or any point). */
  readonly point: string;
  readonly action: InteractionAction;
  /** Node id of the target; '' = the node that declares the interaction. */
  readonly target: string;
  /** Name of one info point of the target (show, hide, toggle, setStatus, flyTo); '' = the node itself (setStatus: every point). */
  readonly targetPoint: string;
  /** `setProperty`: the property name, declared by the target's node type. */
  readonly property: string;
  /**
   * setStatus: the status; setProperty: the value as JSON (a plain text is taken as a string); flyTo: seconds (0–3,600).
   * On a `data` trigger, a value of exactly `$value` stands for the binding's new value.
   */
  readonly value: string;
}

/** Limits of one list: a value read from a scene is cut to them, the editor refuses to go past them. */
export const INTERACTION_LIMITS = Object.freeze({
  /** Most interactions on one node. */
  maxInteractions: 32,
  /** Characters of an id, binding, point, target, targetPoint or property. */
  nameChars: 64,
  /** Characters of a value. */
  valueChars: 1_024,
  /** Longest flight in seconds. */
  maxSeconds: 3_600,
});

/** The placeholder a `data` interaction's value may be: the binding's new value. */
export const INTERACTION_DATA_VALUE = '$value';

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' && Number.isFinite(v) ? String(v).slice(0, max) : '');
const oneOf = <T extends string>(v: unknown, list: readonly T[], fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/**
 * An interaction list value as well-formed interactions: items that are objects, at most `maxInteractions`; an unknown
 * trigger read as click, an unknown action as toggle; texts cut to their limits (anything not a text or number '');
 * ids made unique (`i<index>` for a missing one, `<id>~<index>` for a repeated one).
 */
export function readInteractions(value: JsonValue | undefined): InteractionData[] {
  if (!Array.isArray(value)) return [];
  const out: InteractionData[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < value.length && out.length < INTERACTION_LIMITS.maxInteractions; i++) {
    const item = value[i];
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    let id = text(item.id, INTERACTION_LIMITS.nameChars) || `i${i}`;
    if (ids.has(id)) id = `${id.slice(0, INTERACTION_LIMITS.nameChars - 6)}~${i}`;
    ids.add(id);
    const name = (v: unknown) => text(v, INTERACTION_LIMITS.nameChars);
    out.push({
      id,
      trigger: oneOf(item.trigger, INTERACTION_TRIGGERS, 'click'),
      binding: name(item.binding),
      point: name(item.point),
      action: oneOf(item.action, INTERACTION_ACTIONS, 'toggle'),
      target: name(item.target),
      targetPoint: name(item.targetPoint),
      property: name(item.property),
      value: text(item.value, INTERACTION_LIMITS.valueChars),
    });
  }
  return out;
}

/** An interaction list as the JSON the document stores. */
export function interactionsToJson(list: readonly InteractionData[]): JsonValue {
  return list.map((x) => ({ ...x }));
}

/**
 * An interaction's value as the JSON to write: `setProperty` parses it as JSON and keeps a text that is not JSON as a
 * string; a `data` trigger's `$value` is the binding's value.
 */
export function interactionValue(interaction: Pick<InteractionData, 'value' | 'trigger'>, data?: JsonValue): JsonValue {
  if (interaction.trigger === 'data' && interaction.value === INTERACTION_DATA_VALUE) return data ?? null;
  try {
    return JSON.parse(interaction.value) as JsonValue;
  } catch {
    return interaction.value;
  }
}

/** A flight's seconds from an interaction's value: a number within 0–3,600, else 1. */
export function interactionSeconds(value: string): number {
  const n = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) ? Math.min(INTERACTION_LIMITS.maxSeconds, Math.max(0, n)) : 1;
}
