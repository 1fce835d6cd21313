// The scenes the viewport benches open: a grid of unit boxes in three colours (or transform nodes), one level deep.

/** A saved scene's content with `count` nodes under the root: boxes in a grid, or transform nodes. */
export function sceneContent(count: number, type: 'Mesh' | 'TransformNode'): string {
  const nodes: Record<string, unknown> = {};
  const children: string[] = [];
  const side = Math.ceil(Math.sqrt(count));
  for (let i = 0; i < count; i++) {
    const id = `b${i}`;
    children.push(id);
    const position = { x: (i % side) * 1.5 - side * 0.75, y: 0.5, z: Math.floor(i / side) * 1.5 - side * 0.75 };
    const props = type === 'Mesh'
      ? { position, geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, color: [{ r: 0.9, g: 0.4, b: 0.2 }, { r: 0.2, g: 0.6, b: 0.9 }, { r: 0.4, g: 0.8, b: 0.3 }][i % 3] }
      : { position };
    nodes[id] = { id, type, parent: 'scene', name: `${type === 'Mesh' ? 'Box' : 'Node'} ${i}`, props, children: [] };
  }
  nodes.scene = { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children };
  return JSON.stringify({ format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}
