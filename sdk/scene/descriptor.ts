import type { LocalizedText } from '../workbench/locale.js';
import type { JsonValue } from './json.js';

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

/** The property types that have an editor; third parties may add their own type names. */
export type PropertyType =
  | 'boolean' | 'switch' | 'enum' | 'number' | 'int' | 'string' | 'text' | 'stringArray'
  | 'vector2' | 'vector3' | 'color3' | 'color4' | 'color' | 'texture' | 'json' | 'userMetadata'
  | 'nodeSelect' | 'subSetList' | 'geometryBuilder' | 'shadowGenerator' | 'exposedCollection'
  | (string & {});

/** One value-label pair of an enumeration. */
export interface EnumOption {
  /** Stored value. */
  readonly value: number | string;
  /** Label per language. */
  readonly label: LocalizedText;
}

/** Everything the inspector needs to show and edit one property (spec 001 §3). */
export interface PropertyDescriptor {
  /** Property key in the node's props. */
  readonly name: string;
  /** Editor type. */
  readonly type: PropertyType;
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
  /** Value for new nodes. */
  readonly default?: JsonValue;
  /** Editor-specific options (e.g. JSON editor height, user-metadata preset). */
  readonly options?: Readonly<Record<string, JsonValue>>;
}
