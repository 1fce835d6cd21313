/**
 * Checks of a scene document read from an archive: its shape and limits (the SDK's SceneDocumentSchema and the edge
 * walk of every node's props), then its references (parents and children that agree, every node reachable from the
 * root once, materials that are material nodes, assets the archive carries, exposed properties' owners, interactions'
 * targets). Every walk
 * is bounded by the node count, so a hostile document costs at most one pass over its nodes.
 */
import { SCENE_DOCUMENT_LIMITS, SceneDocumentShellSchema, SceneNodeSchema } from '../../../../sdk/contract/scene-document.js';
import { edgeProblemOf } from '../../../../sdk/contract/limits.js';
import { MATERIAL_CONTAINER_ID, MATERIAL_CONTAINER_TYPE, materialIdsOfMesh } from '../../../../sdk/scene/material-document.js';
import { SCENE_ROOT_ID, type SceneDocumentData, type SceneNodeData } from '../../../../sdk/scene/document.js';
import { INTERACTIONS_PROP, readInteractions } from '../../../../sdk/scene/interactions.js';
import { ProblemList } from './problem.js';

/** A name (no scheme, not starting with a slash) is a stored scene asset, as the runtime's URL resolver reads it. */
// eslint-disable-next-line no-control-regex -- the same test as core/runtime/scene-url.ts
const isAssetName = (ref: string) => ref !== '' && !/^[\s\u0000-\u001f]*([a-z][a-z0-9+.-]*:|[/\\])/i.test(ref);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length >= 1 && v.length <= SCENE_DOCUMENT_LIMITS.idChars;

/**
 * Whether a node certainly passes SceneNodeSchema: its bounds checked by hand, stricter where that is simpler (props
 * a plain object, as JSON.parse makes). Zod's parse of each node was a fifth of a 30,000-node validate (the 50 MB
 * bench); a node this does not accept goes through the schema, which decides and words the problems.
 */
export function plainlyValidNode(node: unknown): node is SceneNodeData {
  if (!isObject(node)) return false;
  const { id, type, parent, name, props, children } = node;
  return isId(id) && typeof type === 'string' && type.length >= 1 && type.length <= SCENE_DOCUMENT_LIMITS.typeChars
    && (parent === null || isId(parent)) && typeof name === 'string' && name.length <= SCENE_DOCUMENT_LIMITS.nameChars
    && isObject(props) && Object.getPrototypeOf(props) === Object.prototype
    && Array.isArray(children) && children.length <= SCENE_DOCUMENT_LIMITS.children && children.every(isId);
}

/** The document's shape: node count first (before anything walks the nodes), then the schema, then each node's props. */
export function checkShape(value: unknown, problems: ProblemList): value is SceneDocumentData {
  if (!isObject(value)) {
    problems.add('schema', 'content', 'The scene content is not a JSON object.');
    return false;
  }
  if (isObject(value.nodes)) {
    const count = Object.keys(value.nodes).length;
    if (count > SCENE_DOCUMENT_LIMITS.nodes) {
      problems.add('limit', 'nodes', `The scene has ${count} nodes; at most ${SCENE_DOCUMENT_LIMITS.nodes} are allowed.`);
      return false;
    }
  }
  const parsed = SceneDocumentShellSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.add('schema', issue.path.map(String).join('.') || 'content', issue.message);
    return false;
  }
  let nodesOk = true;
  for (const [key, node] of Object.entries(parsed.data.nodes)) {
    let props: unknown;
    if (plainlyValidNode(node)) props = node.props;
    else {
      const checked = SceneNodeSchema.safeParse(node);
      if (!checked.success) {
        nodesOk = false;
        for (const issue of checked.error.issues) problems.add('schema', ['nodes', key, ...issue.path.map(String)].join('.'), issue.message);
        continue;
      }
      props = checked.data.props;
    }
    const edge = edgeProblemOf(props);
    if (edge) {
      const what = edge.kind === 'nul' ? 'holds a NUL character' : edge.kind === 'depth' ? 'is nested too deeply' : edge.kind === 'list' ? 'has a list that is too long' : 'has too many keys';
      problems.add('limit', `nodes.${key}.props${edge.path ? `.${edge.path}` : ''}`, `The property ${what}.`);
    }
  }
  if (!nodesOk) return false;
  for (const section of ['animations', 'externalResources'] as const) {
    const edge = edgeProblemOf(parsed.data[section]);
    if (edge) problems.add('limit', `${section}${edge.path ? `.${edge.path}` : ''}`, 'The section is nested too deeply, too long or holds a NUL character.');
  }
  return true;
}

/** The names of the assets a node uses: a mesh's model or baked mesh (with its parts), and texture values that name an asset. */
function assetNamesOf(node: SceneNodeData): string[] {
  const names: string[] = [];
  const asset = node.props.asset;
  if (node.type === 'Mesh' && typeof asset === 'string' && isAssetName(asset)) {
    const parts = node.props.assetParts;
    if (typeof parts === 'number' && parts > 1 && parts <= 10_000) for (let i = 0; i < parts; i++) names.push(`${asset}.part${i}`);
    else names.push(asset);
  }
  for (const value of Object.values(node.props)) {
    if (isObject(value) && typeof value.url === 'string' && isAssetName(value.url)) names.push(value.url);
  }
  return names;
}

/** Parents, children, reachability, materials, assets and exposed owners. */
export function checkReferences(doc: SceneDocumentData, assetNames: ReadonlySet<string>, problems: ProblemList): void {
  const nodes = doc.nodes;
  const get = (id: string): SceneNodeData | undefined => (Object.hasOwn(nodes, id) ? nodes[id] : undefined);
  const root = get(SCENE_ROOT_ID);
  if (!root) problems.add('missing-root', 'nodes', `The scene has no '${SCENE_ROOT_ID}' root node.`);
  else if (root.parent !== null) problems.add('bad-root', `nodes.${SCENE_ROOT_ID}`, 'The root node has a parent.');
  for (const [key, node] of Object.entries(nodes)) {
    const at = `nodes.${key}`;
    if (node.id !== key) problems.add('bad-id', at, `The node is listed as '${key}' but its id is '${node.id}'.`);
    if (node.parent === null) {
      if (key !== SCENE_ROOT_ID) problems.add('missing-parent', at, 'The node has no parent and is not the root.');
    } else {
      const parent = get(node.parent);
      if (!parent) problems.add('missing-parent', `${at}.parent`, `The parent '${node.parent}' does not exist.`);
      else if (!parent.children.includes(key)) problems.add('orphan', at, `The parent '${node.parent}' does not list the node among its children.`);
    }
    for (const child of node.children) {
      const found = get(child);
      if (!found) problems.add('missing-child', `${at}.children`, `The child '${child}' does not exist.`);
      else if (found.parent !== key) problems.add('bad-child', `${at}.children`, `The child '${child}' names another parent ('${String(found.parent)}').`);
    }
    for (const material of materialIdsOfMesh(node)) {
      const target = get(material);
      if (!target) problems.add('missing-material', `${at}.props`, `The material '${material}' does not exist.`);
      else if (target.parent !== MATERIAL_CONTAINER_ID) problems.add('bad-material', `${at}.props`, `'${material}' is not a material (a node of the material library).`);
    }
    // Interactions: a target names a node of the scene ('' is the node itself); at most 32 per node are read.
    for (const [i, interaction] of readInteractions(node.props[INTERACTIONS_PROP]).entries()) {
      if (interaction.target && !get(interaction.target)) {
        problems.add('missing-target', `${at}.props.${INTERACTIONS_PROP}.${i}`, `The interaction's target '${interaction.target}' does not exist.`);
      }
    }
    for (const name of assetNamesOf(node)) {
      if (!assetNames.has(name)) problems.add('missing-asset', `${at}.props`, `The asset '${name.slice(0, 200)}' is not in the archive.`);
    }
  }
  const library = get(MATERIAL_CONTAINER_ID);
  if (library && library.type !== MATERIAL_CONTAINER_TYPE) problems.add('bad-material-library', `nodes.${MATERIAL_CONTAINER_ID}`, `The node '${MATERIAL_CONTAINER_ID}' is reserved for the material library (type ${MATERIAL_CONTAINER_TYPE}).`);
  if (root) checkReachable(doc, problems);
  for (const [i, exposed] of doc.exposed.entries()) {
    if ((exposed.owner.kind === 'node' || exposed.owner.kind === 'material') && !get(exposed.owner.id)) {
      problems.add('missing-owner', `exposed.${i}`, `The exposed property '${exposed.name}' belongs to '${exposed.owner.id}', which does not exist.`);
    }
  }
}

/** Every node reached from the root exactly once (no cycle, no node listed under two parents, none left out). */
function checkReachable(doc: SceneDocumentData, problems: ProblemList): void {
  const total = Object.keys(doc.nodes).length;
  const seen = new Set<string>([SCENE_ROOT_ID]);
  const stack = [SCENE_ROOT_ID];
  let steps = 0;
  while (stack.length > 0 && steps++ <= total) {
    const node = doc.nodes[stack.pop()!];
    if (!node) continue;
    for (const child of node.children) {
      if (!Object.hasOwn(doc.nodes, child)) continue;
      if (seen.has(child)) {
        problems.add('cycle', `nodes.${child}`, `The node '${child}' is reached twice from the root (a cycle or two parents).`);
        continue;
      }
      seen.add(child);
      stack.push(child);
    }
  }
  const unreachable = Object.keys(doc.nodes).filter((id) => !seen.has(id));
  if (unreachable.length > 0) {
    problems.add('unreachable', 'nodes', `${unreachable.length} node(s) cannot be reached from the root, e.g. '${unreachable[0]}'.`);
  }
}
