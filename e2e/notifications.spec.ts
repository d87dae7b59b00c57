import { test, expect } from './fixtures';

test.describe('notification bell', () => {
  test('the badge counts up live and Tümünü Okundu İşaretle clears it', async ({ ownerPage, partnerPage, couple }) => {
    await ownerPage.goto('/');
    const badge = ownerPage.getByTestId('notification-badge');
    await expect(ownerPage.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    await expect(badge).toHaveCount(0);

    await ownerPage.getByRole('button', { name: 'Bildirimler' }).click();
    await expect(ownerPage.getByText('Bildirim bulunmuyor')).toBeVisible();
    await expect(ownerPage.getByRole('button', { name: 'Tümünü Okundu İşaretle' })).toHaveCount(0);
    await ownerPage.keyboard.press('Escape');

    for (const text of ['Birinci alıntı', 'İkinci alıntı', 'Üçüncü alıntı']) {
      expect((await partnerPage.request.post('/api/quotes', { data: { text, author: 'M' } })).status()).toBe(201);
    }
    await expect(badge).toHaveText('3');
    // The partner, who added them, is told nothing.
    await partnerPage.goto('/');
    await expect(partnerPage.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    await expect(partnerPage.getByTestId('notification-badge')).toHaveCount(0);

    await ownerPage.getByRole('button', { name: /Bildirimler/ }).click();
    const region = ownerPage.getByRole('region', { name: 'Bildirimler' });
    await expect(region.getByRole('heading', { name: 'Bildirimler' })).toBeVisible();
    const items = region.getByTestId('notification-item');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText(`${couple.partner.name} yeni bir alıntı ekledi: “Üçüncü alıntı”`);
    await expect(items.first()).toContainText('Az önce');

    // Clicking an item marks it read.
    await items.first().click();
    await expect(badge).toHaveText('2');
    await expect(items.first()).toHaveAttribute('data-read', 'true');

    await region.getByRole('button', { name: 'Tümünü Okundu İşaretle' }).click();
    await expect(badge).toHaveCount(0);
    await expect(region.getByRole('button', { name: 'Tümünü Okundu İşaretle' })).toHaveCount(0);

    // Still read after a reload: it was saved on the server.
    await ownerPage.reload();
    await expect(ownerPage.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
