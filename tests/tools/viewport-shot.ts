// Dev aid: start the server on a private port, sign in, open the demo scene in the designer, add a few nodes and
// take a screenshot of the viewport. Usage: node --import tsx tests/tools/viewport-shot.ts <webRoot> <out.png> [layout]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [webRoot = 'dist/web', out = '/tmp/viewport.png', layout = 'single', tab = '', sky = ''] = process.argv.slice(2);
const server = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
  env: { ...process.env, PORT: '0', DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-shot-')), WEB_ROOT: webRoot },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    const match = /Listening on (http:\/\/[^/\s]+)/.exec(chunk.toString());
    if (match) resolve(match[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});
try {
  const login = await (await fetch(`${base}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json();
  const token = login.data.token as string;
  const auth = { Authentication: token };
  const project = (await (await fetch(`${base}/cloud/api/repo/kf-project/get-default-project`, { headers: auth })).json()).data;
  const scenes = (await (await fetch(`${base}/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers: auth })).json()).data;
  const scene = scenes[0];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  page.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) console.log('OUTSIDE REQUEST', r.url()); });
  await page.goto(base + '/favicon.ico').catch(() => undefined);
  await page.evaluate((data) => {
    localStorage.setItem('kf.token', data.token);
    localStorage.setItem('kf.user', JSON.stringify(data.user));
    localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
    localStorage.setItem('kf.locale', 'en');
  }, login.data);
  await page.goto(`${base}/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await page.waitForSelector('[data-testid=viewport-canvas]', { timeout: 30000 });
  await page.waitForTimeout(1500);
  // A string, not a function: tsx would add helpers the page does not have.
  await page.evaluate(`(() => {
    const layout = ${JSON.stringify(layout)};
    const vp = window.__kfViewport;
    const { document: doc, undo, viewport, selection } = vp.services;
    const add = (id, type, name, props) => undo.execute([doc.insertPatch([{ id, type, parent: 'scene', name, props, children: [] }], { parent: 'scene', index: doc.root.children.length })]);
    add('m1', 'Mesh', 'Box', { geometry: { className: 'Box', params: { width: 2, height: 2, depth: 2 } }, position: { x: -3, y: 1, z: 0 }, color: { r: 0.9, g: 0.3, b: 0.2 } });
    add('m2', 'Mesh', 'Sphere', { geometry: { className: 'Sphere', params: { diameter: 2 } }, position: { x: 0, y: 1, z: 0 }, color: { r: 0.2, g: 0.6, b: 0.9 } });
    add('m3', 'Mesh', 'Torus', { geometry: { className: 'Circle', params: { diameter: 2, hole: 0.5 } }, position: { x: 3, y: 1, z: 0 }, color: { r: 0.3, g: 0.8, b: 0.3 } });
    add('m4', 'Mesh', 'Polygon', { geometry: { className: 'Polygon', params: { depth: 0.5 }, data: { type: 'Polygon', coordinates: [[[-2, -2], [2, -2], [2, 2], [-2, 2]], [[-1, -1], [-1, 1], [1, 1], [1, -1]]] } }, position: { x: 0, y: 0, z: 4 }, color: { r: 0.8, g: 0.8, b: 0.3 } });
    add('m5', 'Mesh', 'Spline', { geometry: { className: 'Spline', params: {} }, position: { x: 0, y: 0.05, z: 0 }, color: { r: 1, g: 1, b: 1 } });
    add('l1', 'DirectionalLight', 'Sun', { intensity: 1, direction: { x: -0.5, y: -1, z: -0.3 }, position: { x: 10, y: 20, z: 10 } });
    add('h1', 'HemisphericLight', 'Sky', { intensity: 0.5 });
    undo.execute([doc.insertPatch([{ id: 's1', type: 'ShadowGenerator', parent: 'l1', name: 'Shadows', props: { mapSize: 1024, bias: 0.005, darkness: 0.4 }, children: [] }], { parent: 'l1', index: 0 })]);
    selection.set(['m1']);
    viewport.setLayout(layout);
    if (layout === 'single') { const c = vp.scene.activeCamera; c.beta = 1.45; }
  })()`);
  if (sky === 'preset') await page.evaluate(`window.__kfViewport.services.undo.execute([window.__kfViewport.services.document.setPropPatch('scene', 'skyMode', 'preset'), window.__kfViewport.services.document.setPropPatch('scene', 'skyPreset', 'noon')])`);
  if (sky === 'hdr') {
    const hdrs = (await (await fetch(`${base}/cloud/api/repo/kf-resource/build-in-hdrs`, { headers: auth })).json()).data as { url: string }[];
    await page.evaluate(`(() => { const s = window.__kfViewport.services; s.undo.execute([s.document.setPropPatch('scene', 'skyMode', 'hdr'), s.document.setPropPatch('scene', 'environmentUrl', ${JSON.stringify(hdrs[0].url)})]); })()`);
  }
  if (tab) await page.click(`[data-testid=tab-${tab}]`).catch(() => console.log('no tab', tab));
  await page.waitForTimeout(3000);
  await page.screenshot({ path: out });
  const stats = await page.textContent('[data-testid=viewport-stats]');
  console.log('stats:', stats);
  await browser.close();
} finally {
  server.kill();
}
