import { admitContentId } from '../kernel/content-id.js';
import type { Observable } from 'rxjs';
import type { Disposable } from '../kernel/lifecycle.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { LocalizedText } from '../workbench/locale.js';
import type { PropertyDescriptor } from './descriptor.js';
import type { PropertyType, PropertyTypesOfValue, PropertyValueOf, PropertyValueTypes } from './property-values.js';
import type { JsonObject, JsonValue } from './json.js';
import type { NodeId } from './document.js';
import type { ReactComponent } from '../workbench/react-component.js';

/** A node type: its class name, titles and descriptor table. Runtime adapters come through their own point. */
export interface NodeTypeContribution {
  /** The type's id, stored in the node's `type`, e.g. 'Mesh'. */
  readonly id: string;
  /** Title per language. */
  readonly titles: LocalizedText;
  /** The descriptor table. */
  readonly descriptors: readonly PropertyDescriptor[];
  /** Props for a new node; defaults to each descriptor's `default`. */
  readonly defaults?: () => JsonObject;
  /** Whether users may create it from menus (the Scene root type may not). */
  readonly creatable?: boolean;
  /** Whether it may have children (default true). */
  readonly container?: boolean;
  /** Whether the scene tree lists it (default true); post-process effects and their container are edited elsewhere. */
  readonly listed?: boolean;
}

/** The brand MIXED carries, in the global symbol registry so that a copy of the SDK bundled elsewhere knows it. */
const MIXED_BRAND = Symbol.for('scene-platform.sdk.mixed');

/** Marks a value that differs between the selected nodes (the editor shows '??'). Test it with {@link isMixed}. */
export const MIXED: { readonly mixed: true } = Object.freeze({ mixed: true as const, [MIXED_BRAND]: true });

/**
 * Whether an editor's value is {@link MIXED}. Prefer it to `value === MIXED`: it also holds when the plugin carries
 * its own copy of the SDK (a bundle that inlined it) and so its own MIXED object.
 */
export function isMixed(value: unknown): value is typeof MIXED {
  return value === MIXED || (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MIXED_BRAND] === true);
}

/**
 * What an editor of property type(s) `T` receives for one inspector row: the value of its value type
 * (PropertyValueTypes) and an `onChange` that takes that type. `PropertyEditorProps<'number'>` is what a number editor
 * gets. The props depend on the value type only, so an editor for numbers fits every type whose value is a number.
 */
export type PropertyEditorProps<T extends PropertyType = PropertyType> = ValueEditorProps<PropertyValueOf<T>>;

/** The props of an editor whose values are of type `V` (see {@link PropertyEditorProps}). */
export interface ValueEditorProps<V> {
  /** The property's descriptor (its `type` is one of the editor's `types`). */
  readonly descriptor: PropertyDescriptor;
  /** The value as stored, or MIXED when selected nodes differ (a scene file may hold anything: check its shape). */
  readonly value: V | typeof MIXED;
  /** Selected node ids the row edits. */
  readonly nodeIds: readonly NodeId[];
  /** Disabled (read-only property). */
  readonly readOnly: boolean;
  /**
   * Write a new value to every selected node. `gesture` names an open gesture whose edits merge into one undo step
   * (drags, colour-picker sessions); omit it for a one-off edit.
   */
  readonly onChange: (value: V, gesture?: string) => void;
  /**
   * Write a value computed per selected node from its old value and its index in the selection (`?`, `id` and `rnd`
   * expressions, dragging a value that differs between nodes); one undo step like onChange. Optional for hosts.
   */
  readonly onChangeEach?: (compute: (old: JsonValue | undefined, index: number) => V, gesture?: string) => void;
  /** Open a gesture (edits until endGesture merge into one undo step). */
  beginGesture(gesture: string): void;
  /** Close a gesture. */
  endGesture(gesture: string): void;
  /**
   * Close a gesture and restore what it changed (Cancel in a picker): no undo step, needSave unchanged. Optional for
   * hosts; without it an editor writes its original value back and then calls endGesture.
   */
  cancelGesture?(gesture: string): void;
}

/**
 * Draws a property editor into `element` without React. `props` emits the row's props at once and again whenever
 * they change (value, selection, read-only); the editor calls their `onChange` and gesture functions to write. The
 * returned Disposable runs when the row goes away; the host empties the element afterwards.
 *
 * Layout contract: the element is the editor cell of an inspector row (full width of the cell, height from the
 * content, about 24px for a one-line editor); do not style outside it.
 */
export type PropertyEditorMount<T extends PropertyType = PropertyType> = ValueEditorMount<PropertyValueOf<T>>;

/** The mount function of an editor whose values are of type `V` (see {@link PropertyEditorMount}). */
export type ValueEditorMount<V> = (element: HTMLElement, props: Observable<ValueEditorProps<V>>) => Disposable;

/** What every property-editor contribution has, whichever way it draws. */
interface PropertyEditorContributionBase<T extends PropertyType> {
  /** Property types this editor handles (their value types are what its props carry). */
  readonly types: readonly T[];
  /** Optional finer test on the descriptor. */
  readonly canHandle?: (descriptor: PropertyDescriptor) => boolean;
  /** Priority (default 0); a third party overrides a built-in with a higher one. */
  readonly priority?: number;
  /**
   * Draw the editor across the whole row, under its title, instead of beside it: for an editor of several controls on
   * a line (selects with long options and buttons), which the narrow column beside a title would cut off.
   */
  readonly wide?: boolean;
}

/** An editor drawn by a React component (built-in plugins; a plugin sharing the designer's React). */
export interface ComponentPropertyEditorContribution<T extends PropertyType = PropertyType, V = PropertyValueOf<T>> extends PropertyEditorContributionBase<T> {
  /** The editor component. */
  readonly component: ReactComponent<ValueEditorProps<V>>;
  /** Not used with a component. */
  readonly mount?: never;
}

/** An editor drawn into a plain element (a plugin loaded from a URL with no React of its own, or another framework). */
export interface MountedPropertyEditorContribution<T extends PropertyType = PropertyType, V = PropertyValueOf<T>> extends PropertyEditorContributionBase<T> {
  /** Draws the editor into the row's element and follows its props. */
  readonly mount: ValueEditorMount<V>;
  /** Not used with mount. */
  readonly component?: never;
}

/**
 * An editor for property type(s) `T`: `PropertyEditor<'number'>` receives `value: number` and a 'number' descriptor.
 * The compiler rejects an editor whose props do not match the types it names.
 */
export type PropertyEditor<T extends PropertyType> = ComponentPropertyEditorContribution<T> | MountedPropertyEditorContribution<T>;

/**
 * Declare an editor for property type(s) `T`, inferred from its `types`: its props, `mount` and `canHandle` are typed
 * from them (`value: number` for `types: ['number']`). Returns the contribution unchanged.
 */
export function definePropertyEditor<T extends PropertyType>(editor: PropertyEditor<T>): PropertyEditor<T> {
  return editor;
}

/**
 * What the PropertyEditors point takes: an editor for property types that share one value type (`'number' | 'int'`,
 * `'color3' | 'color4' | 'color'`) whose props carry that value type. An editor for types of different value types
 * contributes once per value type.
 */
export type PropertyEditorContribution = { [K in PropertyType]: PropertyEditor<PropertyTypesOfValue<PropertyValueTypes[K]>> }[PropertyType];

/** Node types with their descriptor tables. */
export const NodeTypes = defineContributionPoint<NodeTypeContribution>('scene.nodeTypes', { admit: admitContentId('className') });
/** Property editors, chosen by property type. */
export const PropertyEditors = defineContributionPoint<PropertyEditorContribution>('inspector.propertyEditors', { faultSite: 'editor' });

/**
 * How a host (the inspector, a geometry builder's parameter rows) sees an editor once it has chosen it for a
 * descriptor by `types` and `canHandle`: props of any property type. The match of value type and property type is
 * what `types` states; the compiler checked it where the editor was contributed.
 */
export interface HostedPropertyEditor {
  /** Property types the editor handles. */
  readonly types: readonly PropertyType[];
  /** Optional finer test on the descriptor. */
  readonly canHandle?: (descriptor: PropertyDescriptor) => boolean;
  /** Priority (default 0). */
  readonly priority?: number;
  /** Drawn across the whole row, under its title. */
  readonly wide?: boolean;
  /** The editor component, if drawn by React. */
  readonly component?: ReactComponent<PropertyEditorProps>;
  /** The mount function, if drawn into an element. */
  readonly mount?: PropertyEditorMount;
}

/** The host's view of a contributed editor (see {@link HostedPropertyEditor}); the same object. */
export function hostedPropertyEditor(editor: PropertyEditorContribution): HostedPropertyEditor {
  return editor as unknown as HostedPropertyEditor;
}

/**
 * Props that fit an editor of any property type (its `onChange` takes a value of any type): what a test that drives
 * editors with hand-made descriptors passes, `props as PropertyEditorPropsOfAnyType`.
 */
export type PropertyEditorPropsOfAnyType = PropertyEditorProps<never> & PropertyEditorProps;
