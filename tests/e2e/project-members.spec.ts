import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { DEMO_USER, signIn } from './support/session.js';

// Project members (docs/collaboration.md): the owner invites a second account from the Members dialog; they accept in
// their inbox, see the project marked as shared, edit and save a scene; as a viewer their save is refused with a
// message naming the role; the owner removes them and the project leaves their list. Two pages, one per person.

const card = (page: Page, name: string) => page.getByTestId('project-card').filter({ has: page.locator(`[title="${name}"]`) });

async function openMembers(page: Page, name: string) {
  await card(page, name).getByTestId('project-members').click();
  const dialog = page.getByTestId('members-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an owner invites a member who accepts, edits and saves; as a viewer their save is refused; the owner removes them', async ({ browser }) => {
  test.setTimeout(240_000);
  const ownerPage = await (await browser.newContext()).newPage();
  const owner = await signIn(ownerPage, DEMO_USER, { locale: 'en' });
  const headers = { Authentication: owner.token };
  const projectName = `Shared ${Date.now().toString(36)}`;
  const project = (await (await ownerPage.request.post('/cloud/api/repo/kf-project/createProject', { headers, data: { name: projectName } })).json()).data as { uuid: string };
  const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'Hall', props: {}, children: [] } } });
  const scene = (await (await ownerPage.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: 'Hall', content } })).json()).data as { uuid: string };

  const memberPage = await (await browser.newContext()).newPage();
  const member = await registerThroughApi(memberPage.request, 'member');

  // The owner invites them as an editor.
  await ownerPage.goto('/project');
  let dialog = await openMembers(ownerPage, projectName);
  await expect(dialog.getByTestId('member-row')).toHaveCount(1);
  await dialog.getByTestId('members-invitee').fill(member.username);
  await dialog.getByTestId('members-invite-role').selectOption('editor');
  await dialog.getByTestId('members-invite').click();
  await expect(dialog.getByTestId('pending-row').filter({ hasText: member.username })).toBeVisible();
  await ownerPage.screenshot({ path: test.info().outputPath('owner-invites.png') });
  await dialog.getByTestId('members-close').click();

  // They accept in their inbox; the project shows in their list as shared by the owner.
  await signIn(memberPage, member, { locale: 'en' });
  await memberPage.goto('/project');
  const invitation = memberPage.getByTestId('invitation-row').filter({ hasText: projectName });
  await expect(invitation).toContainText(`demo invites you to "${projectName}" as Editor`);
  await memberPage.screenshot({ path: test.info().outputPath('member-inbox.png') });
  await invitation.getByTestId('invitation-accept').click();
  await expect(memberPage.getByTestId('invitations-inbox')).toBeHidden();
  await expect(card(memberPage, projectName).getByTestId('project-shared')).toHaveText('Shared by demo · Editor');
  await expect(card(memberPage, projectName).getByTestId('project-delete')).toBeDisabled();
  await memberPage.screenshot({ path: test.info().outputPath('member-shared.png') });

  // They edit the owner's scene and save it.
  await memberPage.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(memberPage);
  await runFromPalette(memberPage, 'Create Transform');
  await memberPage.keyboard.press('Control+S');
  await expect(toast(memberPage, 'Scene saved').first()).toBeVisible();
  const versions = (await (await ownerPage.request.get(`/cloud/api/repo/kf-scene/find-scene-version/${scene.uuid}`, { headers })).json()).data as { version: number; updateBy: string }[];
  expect(versions[0]).toMatchObject({ version: 2, updateBy: member.username });

  // The owner makes them a viewer: their next save is refused with a message naming the role.
  await ownerPage.reload();
  dialog = await openMembers(ownerPage, projectName);
  const row = dialog.getByTestId('member-row').filter({ hasText: member.username });
  await row.getByTestId('member-role').selectOption('viewer');
  await expect(toast(ownerPage, `${member.username} is now Viewer`).first()).toBeVisible();
  await runFromPalette(memberPage, 'Create Transform');
  await memberPage.keyboard.press('Control+S');
  await expect(toast(memberPage, /You are a viewer of this project: you can open it, but not change or save it/).first()).toBeVisible();
  await memberPage.screenshot({ path: test.info().outputPath('viewer-refused.png') });

  // The owner removes them: the project leaves their list.
  await row.getByTestId('member-remove').click();
  await expect(dialog.getByTestId('member-row')).toHaveCount(1);
  await ownerPage.screenshot({ path: test.info().outputPath('owner-removed.png') });
  await memberPage.goto('/project');
  await expect(memberPage.getByTestId('project-card').first()).toBeVisible(); // their own default project
  await expect(card(memberPage, projectName)).toHaveCount(0);
});
