import type * as Blockly from 'blockly/core';
import { Order, type JavascriptGenerator } from 'blockly/javascript';
import { PUZZLE_API_GLOBAL } from '../../sdk/index.js';
import type { LogicCodeHelper, LogicOrder } from '../../sdk/index.js';

const ORDERS: Readonly<Record<LogicOrder, Order>> = {
  atomic: Order.ATOMIC, member: Order.MEMBER, call: Order.FUNCTION_CALL, unary: Order.LOGICAL_NOT,
  multiplicative: Order.MULTIPLICATION, additive: Order.ADDITION, relational: Order.RELATIONAL, equality: Order.EQUALITY,
  logicalAnd: Order.LOGICAL_AND, logicalOr: Order.LOGICAL_OR, conditional: Order.CONDITIONAL, assignment: Order.ASSIGNMENT, none: Order.NONE,
};

/** Blockly's generator order of an SDK order name. */
export function blocklyOrder(order: LogicOrder): Order {
  return ORDERS[order] ?? Order.NONE;
}

/** What a contributed generator sees of its block, backed by Blockly's JavaScript generator. */
export function codeHelper(block: Blockly.Block, generator: JavascriptGenerator): LogicCodeHelper {
  return {
    api: PUZZLE_API_GLOBAL,
    valueOf: (input, order = 'none', fallback = 'null') => generator.valueToCode(block, input, blocklyOrder(order)) || fallback,
    statementOf: (input) => generator.statementToCode(block, input),
    fieldOf: (name) => {
      const field = block.getField(name);
      if (!field) throw new Error(`Block '${block.type}' has no field '${name}'`);
      if (field.referencesVariables()) return generator.getVariableName(String(field.getValue()));
      return String(field.getValue() ?? '');
    },
    quote: (text) => JSON.stringify(text),
  };
}
