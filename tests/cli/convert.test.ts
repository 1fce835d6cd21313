// migrate, import and lightweight through the installed bin.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKzs } from '../../host/server/modules/archive/kzs-reader.js';
import { archiveOf, litDocument, sphereGlb } from './support/fixtures.js';
import { expectOneLineFailure, runCli } from './support/run-cli.js';
import type { SceneDocumentData } from '../../sdk/scene/document.js';

let dir: string;
let sphere: Uint8Array;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-convert-'));
  sphere = await sphereGlb();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Uint8Array | string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

async function documentOf(path: string) {
  const contents = readKzs(new Uint8Array(await readFile(path)));
  return { contents, document: JSON.parse(contents.scene.content) as SceneDocumentData };
}

async function triangles(path: string): Promise<{ count: number; extensions: string[] }> {
  await MeshoptDecoder.ready;
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  const doc = await io.read(path);
  let count = 0;
  for (const mesh of doc.getRoot().listMeshes()) for (const p of mesh.listPrimitives()) count += (p.getIndices()?.getCount() ?? 0) / 3;
  return { count, extensions: doc.getRoot().listExtensionsUsed().map((e) => e.extensionName) };
}

describe('scene-designer migrate', () => {
  it('brings an older document (no version, missing sections, logic in the record) to the current form', async () => {
    const doc = litDocument();
    const old = await file('old.kzs', archiveOf({ nodes: doc.nodes }, [], { logic: 'console.log(1)', logicXml: '<xml/>' }));
    const before = await runCli(['validate', old]);
    expect(before.stdout).toMatch(/older form/);
    const out = join(dir, 'migrated.kzs');
    const run = await runCli(['migrate', old, '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Set the document version none to 1/);
    const { document } = await documentOf(out);
    expect(document).toMatchObject({ format: 'scene-document', version: 1, exposed: [], animations: [], externalResources: [] });
    expect(document.logic).toEqual({ code: 'console.log(1)', xml: '<xml/>', codeBackup: '', xmlBackup: '' });
    const after = await runCli(['validate', out]);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toMatch(/older form/);
    const again = await runCli(['migrate', out]);
    expect(again.stdout).toMatch(/already in the current format/);
  });

  it('refuses a newer or broken document in one line', async () => {
    expectOneLineFailure(await runCli(['migrate', await file('v2.kzs', archiveOf({ ...litDocument(), version: 2 }))]), /version 2; this tool knows versions up to 1/);
    expectOneLineFailure(await runCli(['migrate', await file('noroot.kzs', archiveOf({ nodes: {} }))]), /no 'scene' root node/);
    expectOneLineFailure(await runCli(['migrate', await file('zip.kzs', 'PK nothing')]), /is not a valid \.kzs archive \(corrupt\)/);
    expectOneLineFailure(await runCli(['migrate', join(dir, 'absent.kzs')]), /no such file/);
  });
});

describe('scene-designer import', () => {
  it('adds a GLB as the designer does: a Mesh node, its stored model, its material', async () => {
    const target = await file('target.kzs', archiveOf(litDocument()));
    const model = await file('Sphere.glb', sphere);
    const run = await runCli(['import', model, '--into', target]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/as the node "Sphere"/);
    const { contents, document } = await documentOf(target);
    const mesh = Object.values(document.nodes).find((n) => n.type === 'Mesh')!;
    expect(mesh).toMatchObject({ parent: 'scene', name: 'Sphere' });
    expect(document.nodes.scene.children).toContain(mesh.id);
    const asset = contents.manifest.assets.find((a) => a.name === mesh.props.asset);
    expect(asset, 'the model is stored in the archive under the name the node uses').toBeDefined();
    expect(contents.assets.get(asset!.sha256)).toEqual(sphere);
    const materialId = Object.values(mesh.props.modelMaterials as Record<string, string>)[0];
    expect(document.nodes[materialId]).toMatchObject({ type: 'PBRMaterial', parent: 'materials' });
    const validated = await runCli(['validate', target]);
    expect(validated.code, validated.stdout).toBe(0);
  });

  it('packs a .gltf with its .bin beside it', async () => {
    await MeshoptDecoder.ready;
    const io = new NodeIO();
    const doc = await io.readBinary(sphere);
    await io.write(join(dir, 'ball.gltf'), doc);
    const target = await file('gltf-target.kzs', archiveOf(litDocument()));
    const out = join(dir, 'gltf-out.kzs');
    const run = await runCli(['import', join(dir, 'ball.gltf'), '--into', target, '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    const { contents, document } = await documentOf(out);
    const mesh = Object.values(document.nodes).find((n) => n.type === 'Mesh')!;
    expect(mesh.props.asset).toMatch(/^[0-9a-f]{64}\.glb$/);
    expect(contents.manifest.assets.map((a) => a.name)).toContain(mesh.props.asset);
  });

  it('refuses bad models and archives in one line, leaving the archive as it was', async () => {
    const target = await file('untouched.kzs', archiveOf(litDocument()));
    const before = await readFile(target);
    expectOneLineFailure(await runCli(['import', await file('fake.glb', 'not a model at all'), '--into', target]), /not imported: .*fake\.glb/);
    expectOneLineFailure(await runCli(['import', await file('model.fbx', 'x'), '--into', target]), /must end in \.glb or \.gltf/);
    expectOneLineFailure(await runCli(['import', join(dir, 'Sphere.glb'), '--into', await file('broken.kzs', 'zzz')]), /not a valid \.kzs archive/);
    await writeFile(join(dir, 'lonely.gltf'), JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: 'lonely.bin', byteLength: 4 }] }));
    expectOneLineFailure(await runCli(['import', join(dir, 'lonely.gltf'), '--into', target]), /names lonely\.bin, which cannot be read/);
    await writeFile(join(dir, 'escape.gltf'), JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: '../../etc/passwd', byteLength: 4 }] }));
    expectOneLineFailure(await runCli(['import', join(dir, 'escape.gltf'), '--into', target]), /outside its folder/);
    expect(await readFile(target)).toEqual(before);
    const usage = await runCli(['import', join(dir, 'Sphere.glb')]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/--into/);
  });
});

describe('scene-designer lightweight', () => {
  it('simplifies to about the ratio and compresses with EXT_meshopt_compression', async () => {
    const model = await file('dense.glb', sphere);
    const out = join(dir, 'light.glb');
    const run = await runCli(['lightweight', model, '--ratio', '0.25', '-o', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/12288 → \d+ triangles/);
    const before = await triangles(model);
    const after = await triangles(out);
    expect(before.count).toBe(12288);
    expect(after.count).toBeLessThan(before.count * 0.4);
    expect(after.count).toBeGreaterThan(before.count * 0.1);
    expect(after.extensions).toContain('EXT_meshopt_compression');
    expect((await readFile(out)).length).toBeLessThan(sphere.length / 4);
  });

  it('refuses bad ratios and files in one line', async () => {
    const model = await file('dense2.glb', sphere);
    expectOneLineFailure(await runCli(['lightweight', model, '--ratio', '0']), /ratio must be above 0 and at most 1/);
    expectOneLineFailure(await runCli(['lightweight', model, '--ratio', 'half']), /--ratio must be a number/);
    expectOneLineFailure(await runCli(['lightweight', await file('junk.glb', 'glTF but not really')]), /cannot be read as GLB/);
    expectOneLineFailure(await runCli(['lightweight', join(dir, 'missing.glb')]), /no such file/);
  });
});
