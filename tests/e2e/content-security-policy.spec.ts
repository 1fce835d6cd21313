import { expect, test, type Page } from '@playwright/test';
import { openDemoScene } from './support/designer.js';

/** Record every CSP violation the page reports (the event, and Chromium's console message). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the designer works under the content security policy: no violations, the viewport renders, a blob: worker and wasm run', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await openDemoScene(page);
  // What Babylon's decoder pools do: a worker from a blob: url that compiles wasm.
  const fromWorker = await page.evaluate(async () => {
    const source = `onmessage = async () => {
      const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,7,1,96,2,127,127,1,127,3,2,1,0,7,7,1,3,97,100,100,0,0,10,9,1,7,0,32,0,32,1,106,11]);
      const { instance } = await WebAssembly.instantiate(bytes);
      postMessage(instance.exports.add(2, 3));
    };`;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    const result = await new Promise<number>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data as number);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(null);
    });
    worker.terminate();
    return result;
  });
  expect(fromWorker).toBe(5);
  expect(violations).toEqual([]);
  // An inline script is what the policy exists to stop.
  const inlineRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.appendChild(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(inlineRan).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});
