// Inspector figures in headless Chromium against the real server and the built app (npm run build first):
// time from selecting 1,000 nodes to the inspector being rendered, and from one number edit on 1,000 selected nodes
// to the document and the inspector having settled. Targets: < 100 ms and < 50 ms.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { openDesignerWithProbe, PROBE } from '../fixtures/inspector-probe/designer.js';

const WEB_ROOT = resolve('dist/web');
const NODES = 1000;
const RUNS = 9;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

interface Probe {
  document: { root: { children: string[] }; newId(): string; insertPatch(nodes: unknown[], at: unknown): unknown; get(id: string): { props: Record<string, unknown> } | undefined };
  selection: { set(ids: string[]): void; clear(): void };
  undo: { execute(patches: unknown[]): void };
}

/** Insert NODES probe nodes in one step; returns their ids. */
async function createNodes(page: Page): Promise<string[]> {
  return page.evaluate(({ name, count }) => {
    const probe = (window as unknown as Record<string, Probe>)[name];
    const patches = [];
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = probe.document.newId();
      ids.push(id);
      patches.push(probe.document.insertPatch([{ id, type: 'InspectorProbe', parent: 'scene', name: `Probe ${i}`, props: { size: 1, speed: 10, enabled: true, label: 'probe', tint: { r: 1, g: 0.5, b: 0 }, fill: '#3366ffff' }, children: [] }], { parent: 'scene', index: i }));
    }
    probe.undo.execute(patches);
    return ids;
  }, { name: PROBE, count: NODES });
}

/** Select the nodes and time until the inspector shows their rows (DOM committed) and until the next frame. */
async function timeSelect(page: Page, ids: string[]): Promise<{ dom: number; frame: number }> {
  return page.evaluate(({ name, ids }) => {
    const probe = (window as unknown as Record<string, Probe>)[name];
    probe.selection.clear();
    return new Promise<{ dom: number; frame: number }>((resolveRun) => {
      requestAnimationFrame(() => setTimeout(() => {
        const panel = document.querySelector('[data-testid="inspector"]')!;
        const ready = () => panel.querySelector('[data-testid="inspector-heading"]')?.textContent?.includes(String(ids.length))
          && panel.querySelector('[data-testid="inspector-row-size"]');
        const t0 = performance.now();
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          const dom = performance.now() - t0;
          requestAnimationFrame(() => setTimeout(() => resolveRun({ dom, frame: performance.now() - t0 })));
        });
        observer.observe(panel, { subtree: true, childList: true, characterData: true });
        probe.selection.set(ids);
      }, 50));
    });
  }, { name: PROBE, ids });
}

/** Arm a timer on the next Enter/Arrow keydown; resolves when every node holds `expected` and the Size row shows it. */
async function armEdit(page: Page, ids: string[], expected: number, shown: string): Promise<void> {
  await page.evaluate(({ name, ids, expected, shown }) => {
    const probe = (window as unknown as Record<string, Probe>)[name];
    const w = window as unknown as { __editTime?: Promise<{ dom: number; frame: number }> };
    w.__editTime = new Promise((resolveRun) => {
      const row = document.querySelector('[data-testid="inspector-row-size"]')!;
      let t0 = 0;
      const settled = () => t0 > 0 && row.textContent?.includes(shown) && ids.every((id) => probe.document.get(id)?.props.size === expected);
      const observer = new MutationObserver(() => {
        if (!settled()) return;
        observer.disconnect();
        const dom = performance.now() - t0;
        requestAnimationFrame(() => setTimeout(() => resolveRun({ dom, frame: performance.now() - t0 })));
      });
      window.addEventListener('keydown', () => {
        t0 = performance.now();
        observer.observe(row, { subtree: true, childList: true, characterData: true, attributes: true });
      }, { capture: true, once: true });
    });
  }, { name: PROBE, ids, expected, shown });
}

export default async function inspectorBench(): Promise<void> {
  if (!existsSync(join(WEB_ROOT, 'index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    page.on('crash', () => console.log('  the page crashed'));
    // tsx compiles named arrow functions with esbuild's __name helper; give functions sent to the page the same helper.
    await page.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    await openDesignerWithProbe(page, server.url.replace(/\/$/, ''));
    const ids = await createNodes(page);
    for (const viewport of ['open', 'closed'] as const) {
      if (viewport === 'closed') {
        // Software WebGL frames take the main thread for tens of ms; closing the viewport shows the inspector's own cost.
        await page.getByTestId('tab-viewport').locator('[aria-label], .dv-default-tab-action').last().click().catch(() => undefined);
        await page.waitForTimeout(500);
      }
      const selects: { dom: number; frame: number }[] = [];
      for (let i = 0; i < RUNS; i++) selects.push(await timeSelect(page, ids));
      console.log(`  select ${NODES} nodes → inspector rendered (viewport ${viewport}): median ${ms(median(selects.map((s) => s.dom)))} to DOM, ${ms(median(selects.map((s) => s.frame)))} to next frame (target < 100 ms)`);

      const hasNumberEditor = await page.locator('[data-testid="inspector-row-size"] [role="spinbutton"]').count();
      if (!hasNumberEditor) {
        console.log('  number edit: skipped, no number editor is registered in the built app');
        continue;
      }
      const edits: { dom: number; frame: number }[] = [];
      let value = (await page.evaluate(({ name, id }) => (window as unknown as Record<string, Probe>)[name].document.get(id)!.props.size as number, { name: PROBE, id: ids[0] }));
      const spin = page.locator('[data-testid="inspector-row-size"] [role="spinbutton"]');
      await spin.focus();
      for (let i = 0; i < RUNS; i++) {
        const up = i % 2 === 0;
        const next = Math.round((value + (up ? 0.1 : -0.1)) * 1e6) / 1e6;
        await armEdit(page, ids, next, String(next));
        await page.keyboard.press(up ? 'ArrowUp' : 'ArrowDown');
        edits.push(await page.evaluate(() => (window as unknown as { __editTime: Promise<{ dom: number; frame: number }> }).__editTime));
        value = next;
      }
      console.log(`  one number edit on ${NODES} selected nodes → document and inspector settled (viewport ${viewport}): median ${ms(median(edits.map((s) => s.dom)))} to DOM, ${ms(median(edits.map((s) => s.frame)))} to next frame (target < 50 ms)`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
