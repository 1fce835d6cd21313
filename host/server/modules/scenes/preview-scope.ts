// What a preview ticket reaches of a scene (docs/player.md): the content without the logic editor's workspace and
// backups, the assets the content names, and the data origins its Scene root allows (for the page's policy).
import { httpOriginsOf } from '../../../../libs/origins/index.js';
import { ALLOWED_ORIGINS_PROP, PUZZLE_LIMITS } from '../../../../sdk/logic/puzzle-messages.js';

/** Values visited when reading a scene's content for names (every visit counts; content is at most a few MB). */
const MAX_VISITS = 2_000_000;

function parse(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The content the player gets: the document with its logic section reduced to the generated code (no Blockly
 * workspace `xml`, no `codeBackup` / `xmlBackup`). Content that is not a JSON object is sent as an empty document.
 */
export function playerContent(content: string): string {
  const doc = parse(content);
  if (!isObject(doc)) return '{}';
  const logic = isObject(doc.logic) ? doc.logic : {};
  return JSON.stringify({ ...doc, logic: { code: typeof logic.code === 'string' ? logic.code : '', xml: '', codeBackup: '', xmlBackup: '' } });
}

/** Every string in a scene's content (values and keys' values at any depth), walked by count, not depth. */
export function contentStrings(content: string): Set<string> {
  const out = new Set<string>();
  const stack: unknown[] = [parse(content)];
  let visits = 0;
  while (stack.length && ++visits <= MAX_VISITS) {
    const v = stack.pop();
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (isObject(v)) for (const x of Object.values(v)) stack.push(x);
  }
  return out;
}

/** A content-hash name (`<sha-256 hex>.ext`): named by models and material libraries inside asset files. */
export function isContentHashName(name: string): boolean {
  return /^[0-9a-f]{64}(\.[a-z0-9]{1,10})?$/i.test(name);
}

/**
 * Whether a preview ticket of a scene with this content may read the asset: the content names it (a texture, a
 * model…), or it is a content-hash name (what a stored model's own files name each other by; knowing one takes the
 * bytes it is the hash of). Another scene's file of the project (`private/other-scene.json`) is not reached.
 */
export function previewMayRead(content: string, name: string, strings: Set<string> = contentStrings(content)): boolean {
  return strings.has(name) || isContentHashName(name);
}

/** The http(s) origins the scene's root allows for data (the Scene root's allowedOrigins; at most 32). */
export function sceneAllowedOrigins(content: string): string[] {
  const doc = parse(content);
  const nodes = isObject(doc) && isObject(doc.nodes) ? doc.nodes : {};
  const root = Object.values(nodes).find((n) => isObject(n) && n.parent === null);
  const raw = isObject(root) && isObject(root.props) ? root.props[ALLOWED_ORIGINS_PROP] : undefined;
  return typeof raw === 'string' ? httpOriginsOf(raw, PUZZLE_LIMITS.allowedOrigins) : [];
}

/** The segments of a preview page path after the scene id that could be the ticket (route-params.ts shapes). */
export function ticketCandidates(path: string): string[] {
  const segments = path.split('/').filter((s) => s !== '');
  if (segments[0] !== 'preview' || segments.length < 4 || segments.length > 6) return [];
  return segments.slice(3).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return '';
    }
  }).filter((s) => s.length > 43 && s.length <= 512);
}
