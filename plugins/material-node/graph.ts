import { MAX_MATERIAL_GRAPH_LENGTH } from '../../sdk/index.js';
import type { JsonValue } from '../../sdk/index.js';

/** Why a stored graph is not used (the default graph is drawn instead). */
export type GraphProblem = 'tooLarge' | 'notJson' | 'notAGraph';

/** A stored node-material graph (an object, or JSON text of one) as Babylon's serialized form, or what is wrong with it. */
export function readGraph(value: JsonValue | undefined): { graph?: Record<string, unknown>; problem?: GraphProblem } {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > MAX_MATERIAL_GRAPH_LENGTH) return { problem: 'tooLarge' };
    try {
      parsed = JSON.parse(value);
    } catch {
      return { problem: 'notJson' };
    }
  } else if (JSON.stringify(value).length > MAX_MATERIAL_GRAPH_LENGTH) return { problem: 'tooLarge' };
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { problem: 'notAGraph' };
  const graph = parsed as Record<string, unknown>;
  if (Object.keys(graph).length === 0) return {};
  if (!Array.isArray(graph.blocks) || !Array.isArray(graph.outputNodes)) return { problem: 'notAGraph' };
  return { graph };
}
