// The plugin guide cannot drift from the code: every contribution point the SDK declares is in the guide's table, and
// the reference's tables of built-in names list exactly what the built-in plugins contribute.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LogicBlocks, ParticleStages } from '../../sdk/index.js';
import type { PluginDefinition } from '../../sdk/index.js';
import { MaterialStages } from '../../sdk/viewport/index.js';
import { createTestKernel } from '../../core/testing/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guide = readFileSync(join(root, 'docs/plugins.md'), 'utf8');
const reference = readFileSync(join(root, 'docs/plugins-reference.md'), 'utf8');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The rows of a marked table: first cell (without backticks) → the other cells. */
function markedTable(name: string): Map<string, string[]> {
  const match = new RegExp(`<!-- reference:${name} -->([\\s\\S]*?)<!-- /reference:${name} -->`).exec(reference);
  if (!match) throw new Error(`docs/plugins-reference.md has no table marked reference:${name}`);
  const rows = match[1].split('\n').filter((line) => line.startsWith('|')).slice(2);
  return new Map(rows.map((line) => {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    return [cells[0].replaceAll('`', ''), cells.slice(1)];
  }));
}

const names = (cell: string) => (cell === '—' ? [] : cell.split(',').map((n) => n.trim().replaceAll('`', '')));

async function builtinsOf(pattern: RegExp, providers: readonly string[] = []) {
  const kernel = await createTestKernel();
  for (const dir of [...providers, ...readdirSync(join(root, 'plugins')).filter((d) => pattern.test(d)).sort()]) {
    const plugin = (await import(`../../plugins/${dir}/index.ts`)) as { default: PluginDefinition };
    await kernel.activate(plugin.default);
  }
  return kernel;
}

describe('the plugin guide and reference', () => {
  it('list every contribution point the SDK declares', () => {
    const declared = sourcesUnder(join(root, 'sdk')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = defineContributionPoint<[^>]*>\(\s*'([\w.]+)'/g)].map((m) => ({ name: m[1], id: m[2] })));
    expect(declared.length).toBeGreaterThan(10);
    const missing = declared.filter(({ name, id }) => !guide.includes(`\`${name}\` (\`${id}\``));
    expect(missing, 'points missing from the table in docs/plugins.md').toEqual([]);
  });

  it('name the built-in particle stages with their params', async () => {
    const kernel = await builtinsOf(/^particle-(emitter|modifier|renderer|repeater)/);
    const documented = markedTable('particle-stages');
    const actual = kernel.contributions(ParticleStages);
    expect([...documented.keys()].sort()).toEqual(actual.map((s) => s.id).sort());
    for (const stage of actual) {
      const [category, params] = documented.get(stage.id)!;
      expect(category, stage.id).toBe(stage.category);
      expect(names(params), stage.id).toEqual(stage.descriptors.map((d) => d.name));
    }
    await kernel.dispose();
  });

  it('name the built-in material stage kinds with their params', async () => {
    const kernel = await builtinsOf(/^kstage-/);
    const documented = markedTable('material-stages');
    const actual = kernel.contributions(MaterialStages);
    expect([...documented.keys()].sort()).toEqual(actual.map((s) => s.id).sort());
    for (const stage of actual) {
      const [family, params] = documented.get(stage.id)!;
      expect(family, stage.id).toBe(stage.family);
      expect(names(params), stage.id).toEqual(stage.descriptors.map((d) => d.name));
    }
    await kernel.dispose();
  });

  it('name the built-in logic blocks by category', async () => {
    const kernel = await builtinsOf(/^logic-blocks-/, ['viewport-state', 'animation']); // the camera and animation blocks' actions use their services
    const documented = markedTable('logic-blocks');
    const byCategory = new Map<string, string[]>();
    for (const block of kernel.contributions(LogicBlocks)) byCategory.set(block.category.id, [...(byCategory.get(block.category.id) ?? []), block.id]);
    expect([...documented.keys()].sort()).toEqual([...byCategory.keys()].sort());
    for (const [category, types] of byCategory) expect(names(documented.get(category)![0]).sort(), category).toEqual([...types].sort());
    await kernel.dispose();
  });
});
