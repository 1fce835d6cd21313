// export through the installed bin: the glTF export of issue 35 (host/node/export-gltf.ts) of an archive's scene.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gltfErrors } from '../tools/gltf-validation.js';
import { archiveOf, litDocument, sphereGlb } from './support/fixtures.js';
import { expectOneLineFailure, runCli } from './support/run-cli.js';

let dir: string;
let scene: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-export-'));
  scene = join(dir, 'Plant.kzs');
  await writeFile(scene, archiveOf(litDocument()));
  await writeFile(join(dir, 'pump.glb'), await sphereGlb());
  const imported = await runCli(['import', join(dir, 'pump.glb'), '--into', scene]);
  expect(imported.code, imported.stderr).toBe(0);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scene-designer export', () => {
  it('writes a GLB that the Khronos validator passes and that reads back with the scene\'s nodes', async () => {
    const out = join(dir, 'plant.glb');
    const run = await runCli(['export', scene, '--glb', out]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Wrote .*plant\.glb/);
    const glb = new Uint8Array(await readFile(out));
    expect(await gltfErrors({ glb })).toEqual([]);
    const doc = await new NodeIO().readBinary(glb);
    const names = doc.getRoot().listNodes().map((n) => n.getName());
    expect(names).toContain('pump');
    expect(names).toContain('Light');
  });

  it('writes a .gltf with its files in a folder', async () => {
    const folder = join(dir, 'gltf-out');
    const run = await runCli(['export', scene, '--gltf', folder]);
    expect(run.code, run.stderr).toBe(0);
    const files = await readdir(folder, { recursive: true });
    expect(files).toContain('Test scene.gltf');
    const json = JSON.parse(await readFile(join(folder, 'Test scene.gltf'), 'utf8')) as { buffers?: { uri?: string }[] };
    for (const buffer of json.buffers ?? []) if (buffer.uri && !buffer.uri.startsWith('data:')) expect(existsSync(join(folder, buffer.uri))).toBe(true);
    const doc = await new NodeIO().read(join(folder, 'Test scene.gltf'));
    expect(doc.getRoot().listNodes().map((n) => n.getName())).toContain('pump');
  });

  it('refuses bad archives and a wrong command line clearly', async () => {
    await writeFile(join(dir, 'bad.kzs'), 'not a zip');
    expectOneLineFailure(await runCli(['export', join(dir, 'bad.kzs'), '--glb', join(dir, 'x.glb')]), /not a valid \.kzs archive \(corrupt\)/);
    expectOneLineFailure(await runCli(['export', join(dir, 'missing.kzs'), '--glb', join(dir, 'x.glb')]), /no such file/);
    expectOneLineFailure(await runCli(['export', scene]), /Give one of --glb <out\.glb> or --gltf <dir>/, 2);
    expect(existsSync(join(dir, 'x.glb'))).toBe(false);
  });
});
