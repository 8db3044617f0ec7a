import { expect, test } from '@playwright/test';
import { logIn, makeParent } from './family.js';

// The shared e2e server sets no FREE_STORAGE_BYTES: a family's own Sprout, where VIP screens stay out of the way (ADR 0040).
test('a Sprout with no free limit shows no VIP menu for a baby without VIP', async ({ page, request }) => {
  const parent = await makeParent(request, 'Mia');
  await logIn(page, parent);
  await page.goto('/babyinfo');
  await expect(page.getByTestId('babyinfo-name')).toHaveText('Mia');
  await expect(page.getByTestId('babyinfo-menu')).toHaveCount(0);
});
