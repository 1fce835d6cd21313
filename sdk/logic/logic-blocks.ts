import { admitContentId } from '../kernel/content-id.js';
import { defineContributionPoint } from '../kernel/contribution-point.js';
import type { JsonValue } from '../scene/json.js';
import type { LocalizedText } from '../workbench/locale.js';

/**
 * How tightly a value block's code binds, as JavaScript's operator precedence (the logic window maps these names to
 * its generator's orders, so a plugin needs no Blockly import): a value is put in parentheses when it binds less
 * tightly than the place it is used in.
 */
export type LogicOrder =
  | 'atomic' | 'member' | 'call' | 'unary' | 'multiplicative' | 'additive' | 'relational' | 'equality'
  | 'logicalAnd' | 'logicalOr' | 'conditional' | 'assignment' | 'none';

/** The code of a value (output) block and how tightly it binds. */
export interface LogicValueCode {
  readonly code: string;
  readonly order: LogicOrder;
}

/** What a block's code generator reads from its block. */
export interface LogicCodeHelper {
  /** Code of the block plugged into value input `input`, wrapped as `order` needs; `fallback` (default 'null') when empty. */
  valueOf(input: string, order?: LogicOrder, fallback?: string): string;
  /** Code of the blocks in statement input `input`, indented; '' when empty. */
  statementOf(input: string): string;
  /** The value of field `name` (a dropdown's value, a text, a number as text, a node picker's node id; a variable field gives the variable's name in the code). */
  fieldOf(name: string): string;
  /** A JavaScript string literal of `text`. */
  quote(text: string): string;
  /** The name of the global puzzle API the code calls (`scene`, see `PuzzleApi`). */
  readonly api: string;
}

/** A block's definition in Blockly's JSON format, without `type` (the contribution's `id` is used). */
export type LogicBlockDefinition = Readonly<Record<string, JsonValue>>;

/** A toolbox category; contributions naming the same `id` share it (the first contribution's titles win). */
export interface LogicCategory {
  /** Category id, e.g. 'events'. */
  readonly id: string;
  /** Category title in three languages. */
  readonly titles: LocalizedText;
  /** Blockly hue (0–360) or '#rrggbb'. */
  readonly colour: number | string;
  /** Place in the toolbox (lower first); the standard categories use 100–170. */
  readonly order?: number;
}

/**
 * One logic block: its Blockly JSON definition, the toolbox category it is listed in, its texts in three languages
 * and its code generator. Definitions refer to texts as `%{BKY_NAME}`, where NAME is a key of `messages`
 * (use your own prefix). Generated code may call only the global `scene` (`PuzzleApi`).
 *
 * Field types besides Blockly's own that the logic window provides (see `LogicFieldTypes`): a node picker kept in
 * step with the scene document, a property picker of that node's descriptors, an animation and a state picker.
 */
export interface LogicBlockContribution {
  /** The block's id: its Blockly block type, prefixed with your namespace (e.g. 'acme_blink'). */
  readonly id: string;
  /** Toolbox category. */
  readonly category: LogicCategory;
  /** Blockly JSON definition (message0, args0, previousStatement, output, colour, tooltip …). */
  readonly definition: LogicBlockDefinition;
  /** Texts the definition refers to as %{BKY_NAME}, by NAME. */
  readonly messages: Readonly<Record<string, LocalizedText>>;
  /** JavaScript of one block: a statement (string, ending with a newline) or a value. */
  readonly generate: (block: LogicCodeHelper) => string | LogicValueCode;
  /** Place within its category (lower first). */
  readonly order?: number;
  /** Field values and shadow blocks of the toolbox entry, in Blockly's JSON toolbox form (`fields`, `inputs`). */
  readonly toolbox?: Readonly<Record<string, JsonValue>>;
}

/** Logic blocks of the logic window's toolbox. */
export const LogicBlocks = defineContributionPoint<LogicBlockContribution>('logic.blocks', { admit: admitContentId('type') });

/** Field types the logic window adds to Blockly, usable in `args0` of a block definition. */
export const LogicFieldTypes = {
  /** A dropdown of the scene's nodes by name; the value is the node id (renames followed, deleted nodes show '?'). */
  node: 'field_scene_node',
  /**
   * A dropdown of the declared properties of the node chosen in the block's field `NODE`; choosing one sets the check
   * of the block's input `VALUE` (or the block's output) to the property's type.
   */
  nodeProperty: 'field_node_property',
  /** A dropdown of the scene's animations; the value is the animation id. */
  animation: 'field_scene_animation',
  /** A dropdown of the states of the animation chosen in the block's field `ANIMATION`. */
  animationState: 'field_animation_state',
  /** A dropdown of the scene's live-data bindings (node, property and source); the value is the binding id. */
  liveBinding: 'field_live_binding',
} as const;

/** The Blockly connection check a property of descriptor type `type` takes (null: any value). */
export function logicCheckOf(type: string): string | null {
  switch (type) {
    case 'number': case 'integer': return 'Number';
    case 'boolean': case 'switch': return 'Boolean';
    case 'string': case 'text': case 'enum': return 'String';
    case 'color3': case 'color4': return 'Colour';
    default: return null;
  }
}
