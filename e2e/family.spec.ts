import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  invitationLink,
  inviteMember,
  makeAccount,
  makeParent,
  postPhoto,
  solidPng,
  type Parent,
  logIn,
  shoot,
} from './family.js';

const PHOTO = path.resolve(import.meta.dirname, '../test-fixtures/photo-exif-gps.jpg');

/** A second person on their own computer: a separate browser context, signed in. */
async function signedInPage(browser: Browser, account: Pick<Parent, 'email' | 'password'>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

const memberRow = (page: Page, name: string) =>
  page.getByTestId('member-row').filter({ has: page.getByTestId('member-name').getByText(name, { exact: true }) });

test('an Admin invites a grandparent, who sees only what they may, and gets uploads once allowed', async ({
  page,
  browser,
  request,
}) => {
  const admin = await makeParent(request, 'Mia');
  const grandma = await makeAccount(request, 'Grandma Rose', 'grandma');
  const shared = await postPhoto(
    request,
    admin,
    admin.babyId,
    solidPng(320, 240, [120, 200, 140]),
    'family_and_relatives',
  );
  const secret = await postPhoto(request, admin, admin.babyId, solidPng(320, 240, [220, 90, 90]), 'private');

  // The Admin invites the grandparent by email; she joins by following the mailed link.
  await logIn(page, admin);
  await page.goto('/babyinfo/setfamily');
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  // One sidebar item is highlighted on the family page: Family, not Baby info beside it.
  const lit = page.locator('.sprout-sidebar a[data-active]');
  await expect(lit).toHaveCount(1);
  await expect(lit).toHaveAttribute('data-testid', 'sidebar-family');
  await page.getByTestId('invite-open').click();
  await page.getByTestId('invite-email').fill(grandma.email);
  await page.getByTestId('invite-relation').click();
  await page.getByRole('option', { name: 'Grandma', exact: true }).click();
  await expect(page.getByTestId('invite-permission-can_view')).toBeChecked();
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText(`Invitation sent to ${grandma.email}.`)).toBeVisible();
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  const grandmaPage = await signedInPage(browser, grandma);
  await grandmaPage.goto(await invitationLink(grandma.email));
  await expect(grandmaPage.getByRole('heading', { name: /invited you to the family of Mia/ })).toBeVisible();
  await expect(grandmaPage.getByText(`As Grandma (View only), for the email address ${grandma.email}.`)).toBeVisible();
  await grandmaPage.getByTestId('invitation-join').click();
  await expect(grandmaPage).toHaveURL(/\/timeline$/);
  await page.reload();
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  const grandmaRow = memberRow(page, 'Grandma Rose');
  await expect(grandmaRow.getByTestId('member-relation')).toHaveText('Grandma');
  await expect(grandmaRow.getByTestId('member-permission')).toHaveText('View only');
  await expect(page.getByTestId('family-count')).toHaveText('2');

  // The last Admin cannot remove themselves: the button is disabled and says why.
  const adminRow = page.locator('[data-testid="member-row"][data-me="true"]');
  await expect(adminRow.getByTestId('member-remove')).toBeDisabled();
  await expect(adminRow.getByTestId('member-remove-reason')).toHaveText(
    'A baby must always keep at least one Admin. Make someone else Admin first.',
  );

  // The grandparent sees the family-and-relatives post but not the private one, and cannot upload.
  await expect(grandmaPage.getByTestId('thumbnail')).toHaveCount(1);
  await expect(grandmaPage.locator(`[data-testid="thumbnail"][data-moment-id="${shared.momentId}"]`)).toBeVisible();
  await expect(grandmaPage.locator(`[data-moment-id="${secret.momentId}"]`)).toHaveCount(0);
  await expect(grandmaPage.getByTestId('upload-button')).toHaveCount(0);

  // She sees the family without Admin buttons, only her own.
  await grandmaPage.goto('/babyinfo/setfamily');
  await expect(grandmaPage.getByTestId('member-row')).toHaveCount(2);
  await expect(grandmaPage.getByTestId('invite-open')).toHaveCount(0);
  await expect(grandmaPage.getByTestId('invitation-section')).toHaveCount(0);
  const others = grandmaPage.locator('[data-testid="member-row"][data-me="false"]');
  await expect(others.getByTestId('member-edit')).toHaveCount(0);
  await expect(others.getByTestId('member-remove')).toHaveCount(0);
  const own = grandmaPage.locator('[data-testid="member-row"][data-me="true"]');
  await expect(own.getByTestId('member-remove')).toHaveText('Leave');
  await expect(own.getByTestId('member-edit')).toBeVisible();

  // The personal domain is read-only for her, with the "contact the Admin" notice.
  await grandmaPage.goto('/babyinfo/setdomain');
  await expect(grandmaPage.getByTestId('domain-admin-only')).toHaveText(
    'Only the Admin can set the personal domain. Please contact the Admin.',
  );
  await expect(grandmaPage.getByTestId('domain-input')).toHaveCount(0);
  await grandmaPage.goto('/babyinfo');
  await expect(grandmaPage.getByTestId('profile-read-only')).toBeVisible();
  await expect(grandmaPage.getByTestId('profile-name')).toHaveCount(0);

  // The Admin lets her upload.
  await grandmaRow.getByTestId('member-edit').click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Grandma Rose' });
  await expect(editDialog).toBeVisible();
  // How she came (GET /family_relations/user_info): the Admin sees the address the invitation went to.
  await expect(editDialog.getByTestId('edit-member-origin')).toContainText(
    `Joined through the invitation sent to ${grandma.email} on `,
  );
  await page.getByTestId('edit-member-permission-can_upload').check();
  await page.getByTestId('edit-member-save').click();
  await expect(editDialog).toBeHidden();
  await expect(grandmaRow.getByTestId('member-permission')).toHaveText('Upload and view');

  // After a reload her upload button is there.
  await grandmaPage.goto('/timeline');
  await grandmaPage.reload();
  await expect(grandmaPage.getByTestId('upload-button')).toBeVisible();
  await grandmaPage.context().close();
});

test("opening the timeline again asks the spec's PUT /family_relations/refresh for the family list", async ({
  page,
  request,
}) => {
  const parent = await makeParent(request, 'Mia');
  await logIn(page, parent);
  await expect(page).toHaveURL(/\/timeline$/);
  await page.getByTestId('sidebar-feedback').click();
  await expect(page).toHaveURL(/\/feedback$/);
  // The list the page holds grows older than the few seconds after which the timeline asks again.
  await page.waitForTimeout(5_500);
  const refreshed = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith('/family_relations/refresh'),
  );
  await page.locator('.sprout-sidebar').getByRole('link', { name: 'Timeline', exact: true }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Mia's Album");
});

test("an invitation mail's link makes a new account in Korean and opens the baby's timeline", async ({
  browser,
  request,
}) => {
  const admin = await makeParent(request, 'Mia');
  await postPhoto(request, admin, admin.babyId, solidPng(320, 240, [120, 200, 140]), 'family_and_relatives');
  const email = `halmoni-${Date.now()}@example.com`;
  await inviteMember(request, admin, { email, relation: 'grandma', permission: 'can_view' });

  // A grandmother with no account, whose browser speaks Korean, opens the mailed link.
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(await invitationLink(email));
  await expect(page.getByRole('heading', { name: 'Alex님이 Mia의 가족으로 초대했습니다' })).toBeVisible();
  await expect(page.getByText(`할머니(보기만) 자격이며, 이메일 주소는 ${email}입니다.`)).toBeVisible();
  await expect(page.getByText(`참여하려면 Sprout 계정을 만드세요. 이메일 주소는 ${email}입니다.`)).toBeVisible();
  await page.getByTestId('invitation-name').fill('김순자');
  await page.getByTestId('invitation-password').fill('halmoni-pass-7');
  await page.screenshot({ path: test.info().outputPath('invitation-ko-1280.png') });
  await page.getByTestId('invitation-submit').click();

  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText('Mia의 앨범');
  await expect(page.getByTestId('thumbnail')).toHaveCount(1);
  // The account speaks Korean, and its address counts as verified: the link was mailed to it.
  const signIn = await request.post('/api/ko/users/sign_in.json', {
    form: { login: email, password: 'halmoni-pass-7' },
  });
  expect(signIn.status()).toBe(200);
  expect(
    ((await signIn.json()) as { user: { locale: string; email_verified: boolean; name: string } }).user,
  ).toMatchObject({ locale: 'ko', email_verified: true, name: '김순자' });
  await context.close();
});

test('a member can relabel themselves and leave; an Admin removes a member after confirming', async ({
  page,
  browser,
  request,
}) => {
  const admin = await makeParent(request, 'Noa');
  const aunt = await makeAccount(request, 'Jo', 'aunt');
  const friend = await makeAccount(request, 'Sam', 'friend');
  // Jo is invited as a friend: relabelling herself stays on that side of close family (closeness is the Admin's to grant).
  for (const [account, relation] of [
    [aunt, 'friend'],
    [friend, 'friend'],
  ] as const) {
    const invited = await request.post('/api/en/family_invitations', {
      headers: { 'x-token': admin.token },
      data: { email: account.email, relation, permission: 'can_view', babies: [{ id: admin.babyId }] },
    });
    expect(invited.status()).toBe(201);
    // Each follows the link in their mail (here through the API; the first journey clicks it in the browser).
    const token = (await invitationLink(account.email)).split('/').pop();
    const accepted = await request.post('/api/en/family_invitations/accept', {
      headers: { 'x-token': account.token },
      data: { token },
    });
    expect(accepted.status()).toBe(200);
  }

  // The aunt gives her relation in her own words; close relations are not hers to choose.
  const auntPage = await signedInPage(browser, aunt);
  await auntPage.goto('/babyinfo');
  await auntPage.getByTestId('profile-relation').click();
  await expect(auntPage.getByRole('option', { name: 'Follower', exact: true })).toBeVisible();
  await expect(auntPage.getByRole('option', { name: 'Sister', exact: true })).toHaveCount(0);
  await auntPage.getByRole('option', { name: 'Other', exact: true }).click();
  await auntPage.getByTestId('profile-save').click();
  await expect(auntPage.getByTestId('profile-relation-name')).toHaveAttribute('aria-invalid', 'true');
  await auntPage.getByTestId('profile-relation-name').fill('Godmother');
  await auntPage.getByTestId('profile-save').click();
  await expect(auntPage.getByText('Profile saved.')).toBeVisible();
  await expect(auntPage.getByTestId('babyinfo-header')).toContainText('You are: Godmother');

  // The Admin removes the friend after a confirmation.
  await logIn(page, admin);
  await page.goto('/babyinfo/setfamily');
  await expect(memberRow(page, 'Jo').getByTestId('member-relation')).toHaveText('Godmother');
  await memberRow(page, 'Sam').getByTestId('member-remove').click();
  await expect(page.getByTestId('remove-dialog')).toContainText('Remove Sam from the family of Noa?');
  await page.getByTestId('remove-dialog-confirm').click();
  await expect(page.getByTestId('member-row')).toHaveCount(2);
  await expect(page.getByTestId('family-count')).toHaveText('2');

  // The aunt leaves; the album is gone from her list.
  await auntPage.goto('/babyinfo/setfamily');
  await auntPage.locator('[data-testid="member-row"][data-me="true"]').getByTestId('member-remove').click();
  await auntPage.getByTestId('remove-dialog-confirm').click();
  await expect(auntPage).toHaveURL(/\/timeline$/);
  await expect(auntPage.getByTestId('no-baby')).toBeVisible();
  await auntPage.context().close();
});

test('pending invitations: resend, change the address, cancel', async ({ page, request }) => {
  const admin = await makeParent(request, 'Ivy');
  await logIn(page, admin);
  await page.goto('/addFamily');
  await page.getByTestId('invite-email').fill('nobody-yet@example.com');
  await page.getByTestId('invite-permission-can_upload').check();
  // No relation is assumed: the invitation asks for one (issue 23).
  await expect(page.getByTestId('invite-relation')).toHaveValue('');
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText('Please choose how they are related to the baby.')).toBeVisible();
  await shoot(page, 'invite-asks-relation');
  await page.getByTestId('invite-relation').click();
  await page.getByRole('option', { name: 'Sister', exact: true }).click();
  await page.getByTestId('invite-submit').click();
  await expect(page.getByText('Invitation sent to nobody-yet@example.com.')).toBeVisible();

  await page.goto('/babyinfo/setfamily');
  const row = page.getByTestId('invitation-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('invitation-email')).toHaveText('nobody-yet@example.com');
  await expect(row.getByTestId('member-permission')).toHaveText('Upload and view');
  await row.getByTestId('invitation-resend').click();
  await expect(page.getByText('Invitation sent again to nobody-yet@example.com.')).toBeVisible();

  await row.getByTestId('invitation-change-email').click();
  await page.getByTestId('change-email-input').fill('someone-else@example.com');
  await page.getByTestId('change-email-send').click();
  await expect(row.getByTestId('invitation-email')).toHaveText('someone-else@example.com');

  await row.getByTestId('invitation-cancel').click();
  await page.getByTestId('cancel-invitation-dialog-confirm').click();
  await expect(page.getByTestId('invitations-empty')).toBeVisible();
});

test('the Admin crops a profile photo, fixes the profile, and sets a personal domain that opens the album', async ({
  page,
  request,
}) => {
  const admin = await makeParent(request, 'Mia');
  const second = await request.post('/api/en/babies', {
    headers: { 'x-token': admin.token },
    data: { name: 'Leo', birthday: '2026-01-05', gender: 'boy', relation: 'mom' },
  });
  expect(second.status()).toBe(201);
  await logIn(page, admin);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Mia's Album");

  // Profile photo: choose, crop, send.
  await page.goto('/babyinfo');
  await page.locator('[data-testid="profile-card"] input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByRole('dialog', { name: 'Crop the profile photo' })).toBeVisible();
  await expect(page.getByTestId('crop-area').locator('img')).toBeVisible();
  await page.getByTestId('crop-area').focus();
  await page.keyboard.press('+');
  await page.keyboard.press('ArrowLeft');
  await page.getByTestId('crop-confirm').click();
  await expect(page.getByText('Profile photo saved.')).toBeVisible();
  const avatar = page.getByTestId('profile-photo').locator('img');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

  // Complete info is checked before anything is sent.
  await page.getByTestId('profile-name').fill('  ');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-incomplete')).toBeVisible();
  await page.getByTestId('profile-name').fill('Mia Rose');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('active-baby-name')).toHaveText("Mia Rose's Album");

  // Personal domain with a live availability check.
  const domain = `mia-${Date.now().toString(36)}`;
  await page.goto('/babyinfo/setdomain');
  await page.getByTestId('domain-input').fill('mia_rose');
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'format');
  await page.getByTestId('domain-input').fill('timeline');
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'taken');
  await page.getByTestId('domain-input').fill(domain);
  await expect(page.getByTestId('domain-status')).toHaveAttribute('data-status', 'available');
  await page.getByTestId('domain-save').click();
  await expect(page.getByTestId('domain-current')).toContainText(`/${domain}`);
  // Saving says so, though the saved reply remounts the form that sent it.
  await expect(page.getByText(`The album’s address is now /${domain}.`)).toBeVisible();

  // Another baby is shown; the personal domain brings Mia's album back.
  await page.getByTestId('baby-switch').filter({ hasText: 'Leo' }).click();
  await expect(page.getByTestId('active-baby-name')).toHaveText("Leo's Album");
  await page.goto(`/${domain}`);
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Mia Rose's Album");

  // An unknown path that is no domain goes to the timeline, saying so (issue 23).
  await page.goto('/no-such-album-here');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('unknown-path-notice')).toContainText('/no-such-album-here');
  await page.goto('/babyList');
  await expect(page.getByTestId('baby-card')).toHaveCount(2);
  await page.getByTestId('baby-card').filter({ hasText: 'Leo' }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByTestId('active-baby-name')).toHaveText("Leo's Album");
});

test('the sidebar opens the add-baby form (sign-up is open on the e2e server) and the cover editor', async ({
  page,
  request,
}) => {
  const admin = await makeParent(request, 'Ada');
  await logIn(page, admin);
  await page.getByTestId('sidebar-add-baby').click();
  await expect(page).toHaveURL(/\/addBaby$/);
  await expect(page.getByTestId('first-baby-form')).toBeVisible();
  await page.getByTestId('sidebar-edit-cover').click();
  await expect(page).toHaveURL(/\/babyinfo#cover$/);
  await expect(page.getByTestId('cover-card')).toBeInViewport();
  await page.locator('[data-testid="cover-card"] input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByTestId('cover-preview').locator('img')).toBeVisible();
  await page.getByTestId('cover-save').click();
  await expect(page.getByText('Cover photo saved.')).toBeVisible();
  const background = await request.get(`/api/en/babies/${admin.babyId}/background`, {
    headers: { 'x-token': admin.token },
  });
  expect(((await background.json()) as { background: string | null }).background).toMatch(/^\/media\/babies\//);
});
