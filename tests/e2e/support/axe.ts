import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One axe-core violation, reduced to what a failing test should print. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: string[];
}

/**
 * Inject axe-core (from node_modules, nothing fetched) unless the page has it already, and run it on the page; returns
 * every violation. It is evaluated through the DevTools protocol, not added as an inline script tag, which the page's
 * content security policy refuses.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Once per document: a scan of several screens of one page parsed the 550 kB script again for each.
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/** The serious and critical violations only. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  return (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
