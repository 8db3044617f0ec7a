import { expect, test } from '@playwright/test';
import { joinFamily, logIn, makeAccount, makeParent, shoot } from './family.js';
import { smallPhotos } from './uploadFiles.js';

// The privacy picker says in one line whom each choice reaches, with the names of those members
// (issue 23 item 7): the same rule the server decides with (privacyReaches, checked equal in a unit test).
test('the upload privacy picker names whom each choice reaches', async ({ page, request }) => {
  test.slow();
  const parent = await makeParent(request, 'Lea');
  const grandma = await makeAccount(request, 'Grandma Rose');
  const friend = await makeAccount(request, 'Sam the neighbour');
  await joinFamily(request, parent, grandma, 'grandma', 'can_view');
  await joinFamily(request, parent, friend, 'friend', 'can_view');
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(1, 'reach'));
  const reach = page.getByTestId('upload-privacy-reach');
  await expect(reach).toHaveText('Everyone in the family: Grandma Rose and Sam the neighbour');

  await page.getByTestId('upload-privacy').click();
  await page.getByRole('option', { name: 'Family only' }).click();
  await expect(reach).toHaveText('Parents, close family and Admins: Grandma Rose');
  await shoot(page, 'privacy-reach-family-only-1024');

  await page.getByTestId('upload-privacy').click();
  await page.getByRole('option', { name: 'Only me' }).click();
  await expect(reach).toHaveText('Only you');

  // The viewer's picker of a posted photo says it too, for the members chosen by name.
  await page.getByTestId('thumbnail').first().click();
  const viewerReach = page.getByTestId('viewer-privacy-picker-reach');
  await expect(viewerReach).toHaveText('Only you');
  await page.getByTestId('viewer-privacy-picker').click();
  await page.getByRole('option', { name: 'Selected members' }).click();
  await page.getByRole('checkbox', { name: 'Sam the neighbour' }).check();
  await page.getByTestId('member-picker-save').click();
  await expect(viewerReach).toHaveText('Only the members you chose: Sam the neighbour');
  await page.screenshot({ path: test.info().outputPath('viewer-reach.png') });
});

test('the reach line reads naturally in Korean', async ({ page, request }) => {
  const parent = await makeParent(request, 'Lea');
  const grandma = await makeAccount(request, '할머니');
  await joinFamily(request, parent, grandma, 'grandma', 'can_view');
  await page.addInitScript(() => localStorage.setItem('sprout.locale', 'ko'));
  await logIn(page, parent);
  await page.getByTestId('upload-input').setInputFiles(smallPhotos(1, 'reach-ko'));
  await expect(page.getByTestId('upload-privacy-reach')).toHaveText('가족 모두: 할머니');
});
