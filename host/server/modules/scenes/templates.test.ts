import { describe, expect, it } from 'vitest';
import { parseSceneContent } from '../../../../sdk/scene/empty-document.js';
import { SCENE_ROOT_ID } from '../../../../sdk/scene/document.js';
import { demoSceneDocument, localizedTemplateDocument, SCENE_TEMPLATES } from './templates.js';

describe('scene templates', () => {
  it('build valid documents whose parent and children links agree', () => {
    for (const doc of [...SCENE_TEMPLATES.map((t) => t.build()), demoSceneDocument()]) {
      const parsed = parseSceneContent(JSON.stringify(doc));
      expect(parsed.nodes[SCENE_ROOT_ID].type).toBe('Scene');
      for (const node of Object.values(parsed.nodes)) {
        for (const child of node.children) expect(parsed.nodes[child].parent).toBe(node.id);
        if (node.parent) expect(parsed.nodes[node.parent].children).toContain(node.id);
      }
    }
  });

  it('demo scene has transform nodes, meshes and lights', () => {
    const types = Object.values(demoSceneDocument().nodes).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['Scene', 'TransformNode', 'Mesh', 'PointLight', 'DirectionalLight', 'HemisphericLight']));
  });

  it('name every template node in the asked language, leaving ids, types and props alone', () => {
    for (const template of SCENE_TEMPLATES) {
      const doc = template.build();
      const zh = localizedTemplateDocument(doc, 'zh-TW');
      expect(Object.keys(zh.nodes)).toEqual(Object.keys(doc.nodes));
      for (const [id, node] of Object.entries(zh.nodes)) {
        expect({ ...node, name: '' }).toEqual({ ...doc.nodes[id], name: '' });
        if (id !== SCENE_ROOT_ID) expect(node.name, `${template.uuid} ${id}`).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(localizedTemplateDocument(doc, 'en').nodes).toEqual(doc.nodes);
    }
    expect(localizedTemplateDocument(SCENE_TEMPLATES[1].build(), 'zh-CN').nodes.sun.name).toBe('太阳光');
  });
});
