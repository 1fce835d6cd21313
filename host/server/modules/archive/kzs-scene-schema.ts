import { z } from 'zod';
import { edgeProblemOf } from '../../../../sdk/contract/limits.js';

const text = z.string().nullish();

/**
 * The typed fields of an archive's scene.json: what a save accepts, so an import stores the same shapes on every
 * database (a `preview: {}` or `logic: []` is refused, not stored by one database and a 500 on the other).
 */
export const KzsSceneFields = z.object({
  name: z.string(),
  content: z.string(),
  category: text,
  logic: text,
  logicXml: text,
  logicBk: text,
  logicXmlBk: text,
  preview: text,
  data: text,
  externalResources: z.array(z.unknown()).nullish(),
  version: z.number().nullish(),
}).loose();

/** Why scene.json's fields are refused (a short English reason), or undefined when they are well typed. */
export function kzsSceneProblem(value: unknown): string | undefined {
  const parsed = KzsSceneFields.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `scene.json: the field '${issue.path.map(String).join('.') || 'scene'}' has the wrong type.`;
  }
  const problem = edgeProblemOf(value);
  if (problem) return `scene.json: the field '${problem.path}' is ${problem.kind === 'nul' ? 'holding a NUL character' : 'too large or nested too deeply'}.`;
  return undefined;
}
