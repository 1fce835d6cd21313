import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveOf, litDocument, rawZip } from './support/fixtures.js';
import { expectOneLineFailure, runCli, STACK_LINE } from './support/run-cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-validate-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Uint8Array | string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

function brokenDocument() {
  const doc = structuredClone(litDocument()) as unknown as { nodes: Record<string, Record<string, unknown>> } & Record<string, unknown>;
  (doc.nodes.scene.children as string[]).push('ghost', 'mesh', 'loop');
  doc.nodes.mesh = { id: 'mesh', type: 'Mesh', parent: 'scene', name: 'Mesh', props: { asset: 'models/missing.glb', material: 'nowhere' }, children: [] };
  doc.nodes.stray = { id: 'stray', type: 'TransformNode', parent: 'gone', name: 'Stray', props: {}, children: [] };
  doc.nodes.loop = { id: 'loop', type: 'TransformNode', parent: 'scene', name: 'Loop', props: {}, children: ['loop2'] };
  doc.nodes.loop2 = { id: 'loop2', type: 'TransformNode', parent: 'loop', name: 'Loop 2', props: {}, children: ['loop'] };
  return doc;
}

describe('scene-designer validate', () => {
  it('passes a good archive with exit 0, in words and as JSON', async () => {
    const good = await file('good.kzs', archiveOf(litDocument(), [{ name: 'textures/wood.png', bytes: new Uint8Array([1, 2, 3]) }]));
    const run = await runCli(['validate', good]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^OK .*good\.kzs \(scene "Test scene", 2 nodes, 1 asset\)/);
    const json = await runCli(['validate', '--json', good]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: true, nodes: 2, assets: 1, problems: [] });
  });

  it('passes the digital twin elements: an HTML annotation with interactions, an image plane with a stored picture, a mirror', async () => {
    const doc = structuredClone(litDocument()) as unknown as { nodes: Record<string, Record<string, unknown>> };
    (doc.nodes.scene.children as string[]).push('note', 'sign', 'mirror');
    doc.nodes.note = { id: 'note', type: 'HtmlAnnotation', parent: 'scene', name: 'Note', props: {
      html: '<h3>Pump</h3><script>x()</script>', width: 240,
      interactions: [{ id: 'i1', trigger: 'click', action: 'flyTo', target: 'sign', value: '1' }, { id: 'i2', trigger: 'hover', action: 'hide', target: '' }],
    }, children: [] };
    doc.nodes.sign = { id: 'sign', type: 'ImagePlane', parent: 'scene', name: 'Sign', props: { image: { url: 'textures/sign.png' }, width: 4, ninePatch: true, sliceLeft: 8 }, children: [] };
    doc.nodes.mirror = { id: 'mirror', type: 'Mirror', parent: 'scene', name: 'Mirror', props: { width: 12, depth: 12, quality: 0.25 }, children: [] };
    const twin = await file('twin.kzs', archiveOf(doc, [{ name: 'textures/sign.png', bytes: new Uint8Array([1, 2, 3]) }]));
    const run = await runCli(['validate', '--json', twin]);
    expect(run.code, run.stdout).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: true, nodes: 5, assets: 1, problems: [] });
    const missing = await file('twin-missing.kzs', archiveOf(doc));
    const refused = JSON.parse((await runCli(['validate', '--json', missing])).stdout) as { problems: { code: string; at: string }[] };
    expect(refused.problems).toContainEqual(expect.objectContaining({ code: 'missing-asset', at: 'nodes.sign.props' }));
    // An interaction whose target is not in the scene is named.
    (doc.nodes.note.props as { interactions: { target: string }[] }).interactions[0]!.target = 'gone';
    const lost = await file('twin-lost-target.kzs', archiveOf(doc, [{ name: 'textures/sign.png', bytes: new Uint8Array([1, 2, 3]) }]));
    const report = JSON.parse((await runCli(['validate', '--json', lost])).stdout) as { valid: boolean; problems: { code: string; at: string }[] };
    expect(report.valid).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ code: 'missing-target', at: 'nodes.note.props.interactions.0' })]);
  });

  it('reports every broken reference and exits 1', async () => {
    const bad = await file('refs.kzs', archiveOf(brokenDocument()));
    const run = await runCli(['validate', '--json', bad]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { valid: boolean; problems: { code: string; at: string }[] };
    expect(report.valid).toBe(false);
    const codes = report.problems.map((p) => p.code);
    for (const code of ['missing-child', 'missing-material', 'missing-asset', 'missing-parent', 'cycle']) expect(codes).toContain(code);
    const words = await runCli(['validate', bad]);
    expect(words.code).toBe(1);
    expect(words.stdout).toMatch(/^INVALID .*refs\.kzs .*: \d+ problems/);
    expect(words.stdout).toMatch(/missing-material\s+nodes\.mesh\.props: The material 'nowhere' does not exist\./);
  });

  it('refuses a document over the limits: schema, nesting and names', async () => {
    const doc = structuredClone(litDocument()) as unknown as { nodes: Record<string, { props: Record<string, unknown>; name: string }> };
    let deep: unknown = 1;
    for (let i = 0; i < 80; i++) deep = [deep];
    doc.nodes.light.props.deep = deep;
    doc.nodes.scene.name = 'x'.repeat(2000);
    const nested = await file('deep.kzs', archiveOf(doc));
    const run = await runCli(['validate', '--json', nested]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { problems: { code: string; at: string }[] };
    expect(report.problems.some((p) => p.code === 'schema' && p.at === 'nodes.scene.name')).toBe(true);
    const wrongType = await file('wrong-type.kzs', archiveOf({ ...litDocument(), exposed: 'none' }));
    const second = JSON.parse((await runCli(['validate', '--json', wrongType])).stdout) as { problems: { code: string; at: string }[] };
    expect(second.problems).toContainEqual(expect.objectContaining({ code: 'schema', at: 'exposed' }));
    const limited = structuredClone(litDocument()) as unknown as { nodes: Record<string, { props: Record<string, unknown> }> };
    limited.nodes.light.props.deep = deep;
    const limitRun = JSON.parse((await runCli(['validate', '--json', await file('limit.kzs', archiveOf(limited))])).stdout) as { problems: { code: string; at: string }[] };
    expect(limitRun.problems).toContainEqual(expect.objectContaining({ code: 'limit' }));
  });

  it('gives one clear message and exit 1 for files that are not archives', async () => {
    const good = archiveOf(litDocument());
    const cases: [string, Uint8Array | string, RegExp][] = [
      ['text.kzs', 'hello, this is not a zip', /kzs\.corrupt .*not a zip file/],
      ['truncated.kzs', good.subarray(0, Math.floor(good.length / 2)), /kzs\.corrupt/],
      ['empty.kzs', new Uint8Array(0), /kzs\.corrupt .*empty or truncated/],
      ['bad-json.kzs', rawZip({ 'manifest.json': JSON.stringify({ format: 'kzs-scene-archive', version: 1, sceneName: 'x', createdAt: '', assets: [] }), 'scene.json': '{ not json' }), /kzs\.bad-scene .*not valid JSON/],
      ['no-manifest.kzs', rawZip({ 'scene.json': '{}' }), /kzs\.missing-manifest/],
      ['newer.kzs', rawZip({ 'manifest.json': JSON.stringify({ format: 'kzs-scene-archive', version: 9, sceneName: 'x', createdAt: '', assets: [] }), 'scene.json': '{}' }), /kzs\.unsupported/],
      ['content-not-json.kzs', archiveOf('{{{'), /kzs\.bad-scene/],
      ['not-a-scene.kzs', archiveOf({ hello: 'world' }), /content .*not a scene document/],
    ];
    for (const [name, bytes, message] of cases) {
      const run = await runCli(['validate', await file(name, bytes)]);
      expect(run.code, name).toBe(1);
      expect(run.stdout, name).toMatch(/^INVALID /);
      expect(run.stdout, name).toMatch(message);
      expect(run.stdout + run.stderr, name).not.toMatch(STACK_LINE);
    }
  });

  it('names a missing file or a folder in one line, exit 1; a wrong command line exits 2', async () => {
    expectOneLineFailure(await runCli(['validate', join(dir, 'nowhere.kzs')]), /Cannot read the archive .*nowhere\.kzs: no such file\./);
    const folder = join(dir, 'folder.kzs');
    await mkdir(folder, { recursive: true });
    expectOneLineFailure(await runCli(['validate', folder]), /Cannot read the archive .*folder\.kzs: it is a directory\./);
    const usage = await runCli(['validate']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/missing required argument/);
    expect((await runCli(['frobnicate'])).code).toBe(2);
  });

  it('never crashes on generated hostile input (fast-check): a report for every file, no stack trace', async () => {
    const good = archiveOf(litDocument(), [{ name: 'a.bin', bytes: new Uint8Array(300).fill(7) }]);
    const json = fc.oneof(fc.jsonValue(), fc.constant(litDocument() as unknown));
    const hostile = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ bytes, surelyBad: true })),
      fc.integer({ min: 0, max: good.length - 1 }).map((end) => ({ bytes: good.subarray(0, end), surelyBad: true })),
      fc.tuple(fc.integer({ min: 0, max: good.length - 1 }), fc.integer({ min: 1, max: 255 })).map(([at, xor]) => {
        const bytes = new Uint8Array(good);
        bytes[at] ^= xor;
        return { bytes, surelyBad: false };
      }),
      json.map((content) => ({ bytes: archiveOf(content), surelyBad: false })),
      fc.record({ manifest: fc.jsonValue(), scene: fc.jsonValue() }).map(({ manifest, scene }) => ({ bytes: rawZip({ 'manifest.json': JSON.stringify(manifest), 'scene.json': JSON.stringify(scene) }), surelyBad: true })),
    );
    const samples = fc.sample(hostile, { numRuns: 80, seed: 35 });
    const paths = await Promise.all(samples.map((s, i) => file(`fuzz-${i}.kzs`, s.bytes)));
    const run = await runCli(['validate', '--json', ...paths]);
    expect(run.stderr).toBe('');
    expect(run.stdout).not.toMatch(STACK_LINE);
    expect([0, 1]).toContain(run.code);
    const reports = JSON.parse(run.stdout) as { file: string; valid: boolean; problems: { message: string }[] }[];
    expect(reports).toHaveLength(samples.length);
    reports.forEach((report, i) => {
      expect(report.file).toBe(paths[i]);
      if (samples[i].surelyBad) expect(report.valid, paths[i]).toBe(false);
      if (!report.valid) expect(report.problems.length).toBeGreaterThan(0);
    });
  });
});
