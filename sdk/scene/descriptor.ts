import type { LocalizedText } from '../workbench/locale.js';
import type { JsonValue } from './json.js';
import type { PropertyType, PropertyValueOf } from './property-values.js';

/** Property groups, in the order the inspector shows them. */
export const PROPERTY_GROUPS = [
  'base', 'data', 'anchor', 'style', 'shadow', 'geometry', 'advanced', 'material', 'texture', 'limit',
  'fresnel', 'physics', 'text', 'bg', 'netSync', 'animation', 'interaction', 'render', 'background',
  'foreground', 'sky', 'fog', 'map', 'user',
] as const;

/** A property group name. */
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number];

/** How a number is shown and typed. */
export type DisplayMode = 'percent' | 'radian' | 'duration' | 'int' | 'linear' | 'enum';

/** One value-label pair of an enumeration. */
export interface EnumOption {
  /** Stored value. */
  readonly value: number | string;
  /** Label per language. */
  readonly label: LocalizedText;
}

/**
 * A value a row can be set back to in one click: the inspector offers a reset button on the row while the node holds
 * `prop` and the property's value differs from it (colours within half a hex step count as the same).
 */
export interface PropertyResetTo {
  /** The node prop holding the value to go back to (e.g. the colour an imported model came with). */
  readonly prop: string;
  /** What the reset button says, per language (e.g. 'Back to the model's own colours'). */
  readonly titles: LocalizedText;
}

/** What every descriptor has, whatever its type. */
export interface PropertyDescriptorBase {
  /** Property key in the node's props. */
  readonly name: string;
  /** Display mode for numbers. */
  readonly mode?: DisplayMode;
  /** Enumeration, for enum types or enum display mode. */
  readonly enum?: readonly EnumOption[];
  /** Hidden from the inspector. */
  readonly hide?: boolean;
  /** Sort order within the group (lower first). */
  readonly rank: number;
  /** Minimum value. */
  readonly min?: number;
  /** Maximum value. */
  readonly max?: number;
  /** Decimals shown (default 5; 1 for radian and percent). */
  readonly precision?: number;
  /** Explicit drag step. */
  readonly step?: number;
  /** A constant: cannot be animated. */
  readonly isConst?: boolean;
  /** 'r' makes the editor read-only. */
  readonly rw?: 'r' | 'rw';
  /** The collapsible group it belongs to. */
  readonly propertyGroup: PropertyGroup;
  /** Title per language. */
  readonly titles: LocalizedText;
  /** Editor-specific options (e.g. JSON editor height, user-metadata preset). */
  readonly options?: Readonly<Record<string, JsonValue>>;
  /** A one-click reset to the value another prop of the node holds. */
  readonly resetTo?: PropertyResetTo;
}

/** The descriptor of one property of type `T`: its `default` has that type's value type. */
export interface TypedPropertyDescriptor<T extends PropertyType> extends PropertyDescriptorBase {
  /** Editor type, a key of PropertyValueTypes. */
  readonly type: T;
  /** Value for new nodes. */
  readonly default?: PropertyValueOf<T>;
}

/**
 * Everything the inspector needs to show and edit one property (spec 001 §3). Without a type argument it is the
 * union over every property type, so `{ type: 'number', default: 'x' }` in a descriptor table does not compile.
 */
export type PropertyDescriptor<T extends PropertyType = PropertyType> = { [K in T]: TypedPropertyDescriptor<K> }[T];

/**
 * A descriptor's default as JSON (undefined when it has none). Every property value type is JSON data, but readonly
 * arrays and interfaces such as Vector3Value are not spelled as JsonValue: this is the one place that says so.
 */
export function descriptorDefault(descriptor: PropertyDescriptor): JsonValue | undefined {
  return descriptor.default as JsonValue | undefined;
}
