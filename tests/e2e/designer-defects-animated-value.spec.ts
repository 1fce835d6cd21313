import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, setUserPlan } from './support/accounts.js';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

/** A new professional user opens a new scene of their own with a box selected. */
async function openSceneWithBox(page: Page): Promise<void> {
  const user = await registerThroughApi(page.request, 'animated');
  setUserPlan(user.username, 'PROFESSIONAL');
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Animated`, { headers, data: {} })).json()).data as { uuid: string; version: number };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/${scene.version}`);
  await waitForViewport(page);
  await run(page, `
    const box = { id: 'state-box', type: 'Mesh', parent: 'scene', name: 'State box', children: [],
      props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, position: { x: 0, y: 0, z: 0 } } };
    s.undo.execute([s.document.insertPatch([box], { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set([box.id]);
  `);
  await page.waitForFunction(() => !!(window as unknown as { __kfViewport: { runtime: { objectOf(id: string): unknown } } }).__kfViewport.runtime.objectOf('state-box'));
}

const engineY = (page: Page) => run<number>(page, `return vp.runtime.objectOf('state-box').node.position.y;`);
const setDocumentY = (page: Page, y: number) => run(page, `s.undo.execute([s.document.setPropPatch('state-box', 'position', { x: 0, y: ${y}, z: 0 })]);`);

test('the inspector shows the value a state animation drives, marked, with the document value on the marker (issue 26 item 17)', async ({ page }) => {
  await openSceneWithBox(page);
  await page.getByTestId('tab-state-animations').click();
  const panel = page.getByTestId('panel-state-animations');
  await panel.getByTestId('state-animation-new').click();
  const inspector = page.getByTestId('panel-inspector');
  await inspector.getByTestId('inspector-title-position').click({ modifiers: ['Control'] });
  const row = inspector.getByTestId('inspector-row-position');
  await expect(row).toHaveAttribute('data-title-state', 'state');
  const y = row.getByRole('textbox', { name: 'Y', exact: true });

  // State 1 holds the box at y 0.5, State 2 at y 3; the document keeps 3.
  await setDocumentY(page, 0.5);
  await panel.getByTestId('state-State 1').getByTestId('state-record').click();
  await setDocumentY(page, 3);
  await panel.getByTestId('state-State 2').getByTestId('state-record').click();
  await expect(y).toHaveValue('3');
  await expect(row).not.toHaveAttribute('data-animated', 'true');

  // Jump to State 1: the box sits at 0.5 and the Position row says so, marked as animated; the marker tells the document's 3.
  await panel.getByTestId('state-State 1').getByTestId('state-jump').click();
  await expect.poll(() => engineY(page)).toBe(0.5);
  await expect(y).toHaveValue('0.5');
  await expect(row).toHaveAttribute('data-animated', 'true');
  const marker = row.getByTestId('inspector-animated-position');
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('title', /the document keeps 0, 3, 0/);
  expect(await run<number>(page, `return s.document.get('state-box').props.position.y;`)).toBe(3);
  await page.screenshot({ path: test.info().outputPath('animated-value.png') });

  // Editing X while animated writes the document and keeps its y (3), not the animated 0.5.
  const x = row.getByRole('textbox', { name: 'X', exact: true });
  await x.fill('2');
  await x.press('Enter');
  await expect.poll(() => run<unknown>(page, `return s.document.get('state-box').props.position;`)).toEqual({ x: 2, y: 3, z: 0 });
});
