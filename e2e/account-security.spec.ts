import type { Browser, Page } from '@playwright/test';
import { test, expect, newContext, mainBaseURL, type E2EMember } from './fixtures';

/** 'Şifreyi değiştir' and 'Oturumlar' in /settings, with the member's second device as a second browser context. */

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const NEW_PASSWORD = 'yepyeni-sifre-456';

/** The member signs in on a phone through the login page. */
async function phoneOf(browser: Browser, member: E2EMember, password = member.password): Promise<Page> {
  const context = await newContext(browser, { baseURL: mainBaseURL, userAgent: ANDROID, viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await signIn(phone, member.email, password);
  await expect(phone.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
  return phone;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** The phone's next request finds its session gone: the app sends it to the login page. */
async function expectSignedOut(phone: Page) {
  await phone.goto('/movies');
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
}

test.describe('account security in settings', () => {
  test('the list of devices: this one is marked, another is signed out from it', async ({ browser, ownerPage, couple }) => {
    const phone = await phoneOf(browser, couple.owner);
    await ownerPage.goto('/settings');
    const devices = ownerPage.getByTestId('devices-section');
    await expect(devices.getByRole('heading', { name: 'Oturumlar' })).toBeVisible();
    const rows = devices.getByTestId('device-row');
    await expect(rows).toHaveCount(2);
    // This device first: its session was made without a browser name, so the harness' one is unknown.
    await expect(rows.first()).toContainText('Bu cihaz');
    await expect(rows.first()).toContainText('Şu anda açık');
    await expect(rows.nth(1)).toContainText('Chrome · Android');
    await expect(rows.nth(1)).toContainText('Son görülme:');
    await expect(rows.nth(1)).not.toContainText('Bu cihaz');

    await devices.getByRole('button', { name: 'Çıkış yap: Chrome · Android' }).click();
    await expect(ownerPage.getByText('Cihazdan çıkış yapıldı.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(devices).not.toContainText('Chrome · Android');

    await expectSignedOut(phone);
    // This device is still signed in.
    await ownerPage.reload();
    await expect(ownerPage.getByTestId('devices-section').getByTestId('device-row')).toHaveCount(1);
  });

  test('a password change: a mismatch is said before anything is sent, a wrong current password by the server', async ({ ownerPage, couple }) => {
    await ownerPage.goto('/settings');
    const form = ownerPage.getByTestId('password-section');
    await expect(form.getByRole('heading', { name: 'Şifreyi değiştir' })).toBeVisible();
    await form.getByLabel('Mevcut şifre').fill(couple.owner.password);
    await form.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Yeni şifre (tekrar)').fill(`${NEW_PASSWORD}-baska`);
    await form.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(ownerPage.getByText('Yeni şifreler birbiriyle eşleşmiyor.')).toBeVisible();
    await form.getByLabel('Mevcut şifre').fill('yanlis-sifre');
    await form.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(ownerPage.getByText('Mevcut şifreniz yanlış.')).toBeVisible();
  });

  test('a password change signs the phone out, keeps this device in; only the new password signs in', async ({ browser, ownerPage, couple }) => {
    const phone = await phoneOf(browser, couple.owner);
    await ownerPage.goto('/settings');
    const form = ownerPage.getByTestId('password-section');
    await expect(form.getByRole('heading', { name: 'Şifreyi değiştir' })).toBeVisible();
    await expect(ownerPage.getByTestId('device-row')).toHaveCount(2);

    await form.getByLabel('Mevcut şifre').fill(couple.owner.password);
    await form.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Yeni şifre (tekrar)').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Şifreyi değiştir' }).click();
    await expect(ownerPage.getByText('Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı.')).toBeVisible();
    await expect(form.getByLabel('Mevcut şifre')).toHaveValue('');
    await expect(ownerPage.getByTestId('device-row')).toHaveCount(1);

    await expectSignedOut(phone);
    await signIn(phone, couple.owner.email, couple.owner.password);
    await expect(phone.getByText('Geçersiz e-posta veya şifre.')).toBeVisible();
    await signIn(phone, couple.owner.email, NEW_PASSWORD);
    await expect(phone.getByText('Başarıyla giriş yapıldı!')).toBeVisible();

    await ownerPage.goto('/movies');
    await expect(ownerPage).toHaveURL(/\/movies$/);
  });

  test('Tüm cihazlardan çıkış yap signs out every device, this one too, after asking', async ({ browser, ownerPage, partnerPage, couple }) => {
    const phone = await phoneOf(browser, couple.owner);
    await ownerPage.goto('/settings');
    const devices = ownerPage.getByTestId('devices-section');
    await expect(devices.getByText('Bu cihaz da dahil, hesabınızın açık olduğu her yerden çıkış yapılır.')).toBeVisible();
    await devices.getByRole('button', { name: 'Tüm cihazlardan çıkış yap' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await expect(dialog).toContainText('Bu cihaz da dahil, hesabınızın açık olduğu tüm cihazlardan çıkış yapılacak.');
    await dialog.getByRole('button', { name: 'Çıkış yap' }).click();
    await expect(ownerPage).toHaveURL(/\/login$/);
    await expectSignedOut(phone);
    await expectSignedOut(ownerPage);
    // The partner is still in.
    await partnerPage.goto('/movies');
    await expect(partnerPage).toHaveURL(/\/movies$/);
  });
});
