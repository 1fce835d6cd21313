import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiService, NotificationService, OpenScenesService, SceneDocumentService, UndoService, SCENE_ROOT_ID } from '../../sdk/index.js';
import { createEditorKernel } from '../../core/kernel/editor-kernel.js';
import { coreServiceModules } from '../../core/services/index.js';
import { HttpApiService } from '../../core/services/api/http-api-service.js';
import openScenesPlugin from '../../plugins/open-scenes/index.js';
import { versionLabel } from '../../plugins/open-scenes/version-label.js';

/** A small scene server: loadScene, saveScene with a stale-version check, versions. */
interface StoredScene { uuid: string; name: string; projectUuid: string; category: string; version: number; content: string; versions: { version: number; updateBy: string; updateTime: number; content: string }[] }
const scenes = new Map<string, StoredScene>();
let server: Server;
let base: string;
let created = 0;

function emptyDoc(name: string): string {
  return JSON.stringify({ format: 'scene-document', version: 1, nodes: { [SCENE_ROOT_ID]: { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name, props: {}, children: [] } } });
}

beforeAll(async () => {
  for (const id of ['s1', 's2']) scenes.set(id, { uuid: id, name: `Scene ${id}`, projectUuid: 'p1', category: 'Default', version: 1, content: emptyDoc(id), versions: [{ version: 1, updateBy: 'demo', updateTime: 1, content: emptyDoc(id) }] });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const send = (value: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = req.url ?? '';
      let m = /loadScene\/([^/?]+)$/.exec(url);
      if (m) return send({ code: 0, msg: '', data: scenes.get(m[1]) });
      m = /find-scene-version\/([^/?]+)$/.exec(url);
      if (m) return send({ code: 0, msg: '', data: [...scenes.get(m[1])!.versions].reverse().map(({ content: _c, ...v }) => v) });
      m = /loadSceneByIdAndVersion\/([^/]+)\/true\/(\d+)$/.exec(url);
      if (m) return send({ code: 0, msg: '', data: { ...scenes.get(m[1]), content: scenes.get(m[1])!.versions.find((v) => v.version === Number(m![2]))!.content } });
      if (url.endsWith('/saveScene')) {
        const input = JSON.parse(body) as { uuid: string | null; name: string; projectUuid: string; category: string; content: string; version: number | null; force: boolean };
        let scene = input.uuid ? scenes.get(input.uuid) : undefined;
        if (!scene) {
          scene = { uuid: `new-${++created}`, name: input.name, projectUuid: input.projectUuid, category: input.category, version: 0, content: '', versions: [] };
          scenes.set(scene.uuid, scene);
        } else if (!input.force && input.version !== scene.version) {
          return send({ code: 409, msg: 'Scene modified by others', data: { conflict: 'scene-modified', uuid: scene.uuid, latestVersion: scene.version, baseVersion: input.version, lastModifiedBy: 'other', lastModifiedTime: 5 } });
        }
        scene.version += 1;
        scene.content = input.content;
        scene.versions.push({ version: scene.version, updateBy: 'demo', updateTime: 10, content: input.content });
        return send({ code: 0, msg: '', data: { uuid: scene.uuid, version: scene.version, lastModifiedTime: 10, lastModifiedBy: 'demo', needSave: false, tempUuid: input.uuid } });
      }
      send({ code: 500, msg: 'unknown ' + url });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cloud`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function kernel() {
  // A bound value wins over the api module's declaration, whatever the order of modules.
  const k = await createEditorKernel([({ services }) => services.bindValue(ApiService, new HttpApiService({ baseUrl: base })), ...coreServiceModules], [openScenesPlugin]);
  // Provided by the open-scenes plugin, which swaps documents through the scene io's public swapDocument.
  const open = k.plugins.providedService(OpenScenesService);
  if (!open) throw new Error('The open-scenes plugin provides no OpenScenesService');
  return { k, open, doc: k.services.get(SceneDocumentService), undo: k.services.get(UndoService) };
}

function addNode(doc: SceneDocumentService, undo: UndoService, name: string) {
  const id = doc.newId();
  undo.execute([doc.insertPatch([{ id, type: 'TransformNode', parent: SCENE_ROOT_ID, name, props: {}, children: [] } as never], { parent: SCENE_ROOT_ID, index: 0 })]);
  return id;
}

describe('open-scene registry', () => {
  it('version labels: cut at the first dot, drop what precedes the colon', () => {
    expect(versionLabel('3.0.1')).toBe('3');
    expect(versionLabel('v:12.5')).toBe('12');
    expect(versionLabel(7)).toBe('7');
  });

  it('opens tabs, keeps unsaved edits of a background tab, saves and closes', async () => {
    const { open, doc, undo } = await kernel();
    await open.open('p1', 's1');
    const id = addNode(doc, undo, 'Box A');
    expect(open.tabs[0]).toMatchObject({ id: 's1', needSave: true });
    await open.open('p1', 's2');
    expect(open.activeId).toBe('s2');
    expect(doc.get(id)).toBeUndefined();
    expect(open.hasUnsaved).toBe(true);
    await open.switchTo('s1');
    expect(doc.get(id)?.name).toBe('Box A');
    const saved = await open.save();
    expect(saved).toMatchObject({ id: 's1', version: 2, needSave: false });
    const versions = await open.versions('s1');
    expect(versions.map((v) => v.label)).toEqual(['2', '1']);
    await open.close('s1');
    expect(open.tabs.map((t) => t.id)).toEqual(['s2']);
    await open.closeAll();
    expect(open.tabs).toEqual([]);
  });

  it('a new scene has a temporary "+<timestamp>" uuid until its first save; uploads are refused meanwhile', async () => {
    const { k, open } = await kernel();
    const warnings: string[] = [];
    k.services.get(NotificationService).onDidNotify.subscribe((n) => warnings.push(n.message));
    const tab = await open.openNew('p1', 'Fresh');
    expect(tab.id).toMatch(/^\+\d+$/);
    expect(tab.temporary).toBe(true);
    expect(open.ensureSavedForUpload()).toBe(false);
    expect(warnings.some((w) => /save the scene first|请先保存场景/.test(w))).toBe(true);
    const saved = await open.save();
    expect(saved.id).toMatch(/^new-/);
    expect(open.tabs.map((t) => t.id)).toEqual([saved.id]);
    expect(open.ensureSavedForUpload()).toBe(true);
  });

  it('a stale save emits the conflict; reload or a forced save resolve it', async () => {
    const a = await kernel();
    const b = await kernel();
    await a.open.open('p1', 's2');
    await b.open.open('p1', 's2');
    addNode(b.doc, b.undo, 'From B');
    await b.open.save();
    const conflicts: unknown[] = [];
    a.open.onDidConflict.subscribe((c) => conflicts.push(c));
    addNode(a.doc, a.undo, 'From A');
    await expect(a.open.save()).rejects.toMatchObject({ code: 409 });
    expect(conflicts).toEqual([{ sceneId: 's2', latestVersion: 2, lastModifiedBy: 'other', lastModifiedTime: 5 }]);
    const forced = await a.open.save({ force: true });
    expect(forced.version).toBe(3);
    await b.open.reload();
    expect(b.open.tabs[0]).toMatchObject({ version: 3, needSave: false });
  });

  it('opens an older version as an unsaved edit of the scene', async () => {
    const { open, doc } = await kernel();
    expect(scenes.get('s1')!.version).toBeGreaterThan(1);
    await open.open('p1', 's1', 1);
    expect(open.tabs[0]).toMatchObject({ id: 's1', needSave: true });
    expect(doc.root.name).toBe('s1');
  });
});
