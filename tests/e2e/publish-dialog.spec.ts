import { expect, test, type Page } from '@playwright/test';
import { openDemoScene } from './support/designer.js';
import { chooseNewLink, openPublishDialog, waitForPublishedScene } from './support/publish.js';

// The Publish dialog and My publications (issue 27, docs/publishing.md), walked as a user: publish the demo scene with a
// password and a visit limit of 2; a fresh anonymous browser is refused a wrong password and let in with the right one;
// after two visits the link says it is used up; taken down in My publications it says so; republished, it is listed as
// 'Publication expired' again (its visits are still used up). Validation and the list's queries are unit and API tests.

async function openWithPassword(view: Page, address: string, password: string): Promise<void> {
  await view.goto(address);
  await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'password');
  await view.getByTestId('published-password').fill(password);
  await view.getByTestId('published-open').click();
}

test('publishes with a password and a visit limit from the dialog, then takes the link down and republishes it in My publications', async ({ page, browser }) => {
  await openDemoScene(page);
  const dialog = await openPublishDialog(page);
  await chooseNewLink(dialog);
  const title = `Walk ${Date.now().toString(36)}`;
  await dialog.getByTestId('publish-title').fill(title);
  await dialog.getByTestId('publish-protect').check();
  await dialog.getByTestId('publish-password').fill('Secret 27');
  // A bad limit is refused in the dialog, in words, before anything is sent.
  await dialog.getByTestId('publish-visit-limit').fill('0');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-problem-visitLimit')).toHaveText('Enter a whole number from 1 to 1,000,000,000.');
  await expect(dialog.getByTestId('publish-status')).toHaveCount(0);
  await dialog.getByTestId('publish-visit-limit').fill('2');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-notice')).toContainText('Published');
  await expect(dialog.getByTestId('publish-state')).toHaveText('Published');
  await expect(dialog.getByTestId('publish-version')).toContainText('the latest saved version');
  const address = new URL(await dialog.getByTestId('publish-address').inputValue()).pathname;
  expect(address).toMatch(/^\/preview\/[A-Za-z0-9_-]{22}$/);
  await page.screenshot({ path: test.info().outputPath('publish-dialog-en.png') });
  await dialog.getByTestId('publish-close').click();

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    await openWithPassword(view, address, 'wrong');
    await expect(view.getByRole('alert')).toHaveText('The password is not correct.');
    await view.getByTestId('published-password').fill('Secret 27');
    await view.getByTestId('published-open').click();
    await waitForPublishedScene(view); // visit 1
    await openWithPassword(view, address, 'Secret 27');
    await waitForPublishedScene(view); // visit 2: the limit
    await view.goto(address);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'expired');
    await expect(view.getByRole('alert')).toHaveText('The link has expired or its visit count is used up.');

    // My publications, from the platform's navigation.
    await page.goto('/project');
    await page.getByTestId('nav-publications').click();
    const row = page.getByTestId('publication-row').filter({ has: page.getByText(title, { exact: true }) });
    await expect(row.getByTestId('publication-state')).toHaveText('Publication expired');
    await expect(row.getByTestId('publication-visits')).toHaveText('2 of 2');
    await row.getByTestId('publication-take-down').click();
    await expect(row.getByTestId('publication-state')).toHaveText('Taken down');
    await page.screenshot({ path: test.info().outputPath('my-publications-en.png') });
    await view.goto(address);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'takenDown');
    await expect(view.getByRole('alert')).toHaveText('The distribution link has been taken down or has expired.');

    await row.getByTestId('publication-republish').click();
    await expect(row.getByTestId('publication-state')).toHaveText('Publication expired');
    await view.goto(address);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'expired');
  } finally {
    await visitor.close();
  }
});
