import { test, expect, newContext, signedInContext, startFreshApp } from './fixtures';

test.describe('first run', () => {
  test('setup: every page leads to it, a short password is refused, then it is gone', async ({ browser }) => {
    const { baseURL } = await startFreshApp();
    const owner = await (await newContext(browser, { baseURL })).newPage();

    // With no account anywhere, every page leads to /setup.
    await owner.goto('/movies');
    await expect(owner).toHaveURL(/\/setup$/);
    await owner.goto('/login');
    await expect(owner).toHaveURL(/\/setup$/);
    // The owner learns where the data and the backups are, and that a restore is the operator's command.
    const note = owner.getByRole('region', { name: 'Verileriniz nerede?' });
    await expect(note).toContainText('DATA_DIR');
    await expect(note).toContainText('backups klasöründe');
    await expect(note).toContainText('backup:restore');

    await owner.getByLabel('Adınız').fill('Ayşe');
    await owner.getByLabel('E-posta').fill('ayse@example.com');
    await owner.getByLabel('Şifre').fill('kisa');
    await owner.getByLabel('Birlikte olduğumuz tarih').fill('2023-05-20');
    await owner.getByRole('button', { name: 'Başlayalım' }).click();
    await expect(owner.getByText('Şifre en az 8 karakter olmalıdır.')).toBeVisible();

    await owner.getByLabel('Şifre').fill('uzun-bir-sifre');
    await owner.getByRole('button', { name: 'Başlayalım' }).click();
    await expect(owner).toHaveURL(`${baseURL}/`);
    await expect(owner.getByTestId('user-name')).toHaveText('Ayşe');

    // After setup, /setup is gone.
    await owner.goto('/setup');
    await expect(owner).toHaveURL(`${baseURL}/`);

    await owner.getByTestId('user-name').click();
    await expect(owner).toHaveURL(/\/settings$/);
  });

  test('invite → the partner joins in a second browser; the link works once', async ({ browser }) => {
    // The setup page is the test above: here the first account is made through its API.
    const { baseURL } = await startFreshApp();
    const ownerContext = await newContext(browser, { baseURL });
    const setup = await ownerContext.request.post('/api/setup', {
      data: { name: 'Ayşe', email: 'ayse@example.com', password: 'uzun-bir-sifre', togetherSince: '2023-05-20' },
    });
    expect(setup.status()).toBe(201);
    const owner = await ownerContext.newPage();
    await owner.goto('/settings');
    await expect(owner.getByTestId('user-name')).toHaveText('Ayşe');
    await owner.getByRole('button', { name: 'Davet bağlantısı oluştur' }).click();
    const link = await owner.getByLabel('Davet bağlantısı oluştur').inputValue();
    expect(link).toMatch(/\/invite\/[\w-]{20,}$/);
    const path = new URL(link).pathname;

    const partnerContext = await newContext(browser, { baseURL });
    const partner = await partnerContext.newPage();
    await partner.goto(path);
    await partner.getByLabel('Adınız').fill('Mehmet');
    await partner.getByLabel('E-posta').fill('mehmet@example.com');
    await partner.getByLabel('Şifre').fill('mehmetin-sifresi');
    await partner.getByRole('button', { name: 'Katıl' }).click();
    await expect(partner).toHaveURL(`${baseURL}/`);
    await expect(partner.getByTestId('user-name')).toHaveText('Mehmet');

    // The link worked once: a third visitor is told it is no longer valid.
    const stranger = await (await newContext(browser, { baseURL })).newPage();
    await stranger.goto(path);
    await expect(stranger.getByText('Bu davet bağlantısı geçersiz veya süresi dolmuş.')).toBeVisible();
  });
});

test.describe('signing in and out', () => {
  test('a wrong password shows the Turkish error; the right one signs in', async ({ page, couple }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    await page.getByLabel('E-posta').fill(couple.owner.email);
    await page.getByLabel('Şifre').fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Geçersiz e-posta veya şifre.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Şifre').fill(couple.owner.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Başarıyla giriş yapıldı!')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('signed out, protected pages lead to /login', async ({ page }) => {
    await page.goto('/books');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in, /login leads home and an unknown path replaces history with /', async ({ ownerPage }) => {
    await ownerPage.goto('/quotes');
    await ownerPage.goto('/login');
    await expect(ownerPage).toHaveURL(/\/$/);
    await ownerPage.goto('/quotes');
    await ownerPage.goto('/bu-sayfa-yok');
    await expect(ownerPage).toHaveURL(/\/$/);
    await ownerPage.goBack();
    await expect(ownerPage).toHaveURL(/\/quotes$/);
  });

  test('Çıkış signs out and goes to /login', async ({ ownerPage }) => {
    await ownerPage.goto('/');
    await ownerPage.getByRole('button', { name: 'Çıkış' }).click();
    await expect(ownerPage).toHaveURL(/\/login$/);
    await ownerPage.goto('/movies');
    await expect(ownerPage).toHaveURL(/\/login$/);
  });
});

test.describe('the shell', () => {
  test('the theme survives a reload with no flash of the wrong theme', async ({ ownerPage }) => {
    // Record the <html> class at the very first script run of each load, before React renders.
    await ownerPage.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintDark: boolean }).firstPaintDark = document.documentElement.classList.contains('dark');
      });
    });
    await ownerPage.emulateMedia({ colorScheme: 'light' });
    await ownerPage.goto('/');
    await expect(ownerPage.locator('html')).not.toHaveClass(/dark/);
    await ownerPage.getByRole('button', { name: 'Karanlık moda geç' }).click();
    await expect(ownerPage.locator('html')).toHaveClass(/dark/);
    expect(await ownerPage.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await ownerPage.reload();
    expect(await ownerPage.evaluate(() => (window as unknown as { firstPaintDark: boolean }).firstPaintDark)).toBe(true);
    await expect(ownerPage.locator('html')).toHaveClass(/dark/);
    await ownerPage.getByRole('button', { name: 'Aydınlık moda geç' }).click();
    await expect(ownerPage.locator('html')).not.toHaveClass(/dark/);
    expect(await ownerPage.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('at 375 px the menu is a drawer opened by "Menü", entries in the spec order', async ({ browser, couple }) => {
    const context = await signedInContext(browser, couple.owner, undefined, { viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const drawer = page.getByRole('navigation', { name: 'Menü', exact: true });
    await expect(page.getByTestId('user-name')).toBeHidden();
    await expect(drawer).not.toBeInViewport();
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await expect(drawer).toBeInViewport();
    await expect(drawer.getByRole('link')).toHaveText(['Ana Sayfa', 'Filmler', 'Diziler', 'Kitaplar', 'Müzikler', 'Yerler', 'Alıntılar', 'Yılımız', 'Günün Sorusu', 'Zaman Kapsülü', 'Ayarlar']);
    await drawer.getByRole('link', { name: 'Kitaplar' }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect(drawer).not.toBeInViewport();
    await context.close();
  });

  test('a name changed in one browser shows in the partner’s open browser without reload', async ({ ownerPage, partnerPage, couple }) => {
    await partnerPage.goto('/settings');
    await expect(partnerPage.getByTestId('user-name')).toHaveText(couple.partner.name);
    await ownerPage.goto('/settings');
    // The partner sees the owner's name wherever it is shown; the owner's own top bar proves the save.
    await ownerPage.getByLabel('Görünen ad').fill('Ayşegül');
    await ownerPage.getByRole('button', { name: 'Kaydet' }).first().click();
    await expect(ownerPage.getByText('Ayarlar kaydedildi!')).toBeVisible();
    await expect(ownerPage.getByTestId('user-name')).toHaveText('Ayşegül');
    await expect(partnerPage.getByTestId('partner-name')).toHaveText('Ayşegül');
  });
});
