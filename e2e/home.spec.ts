import { test, expect } from './fixtures';
import { dailyQuote } from '../src/shared/home';
import { daysTogether, todayInZone } from '../src/shared/dates';

const today = () => todayInZone(new Date(), 'Europe/Istanbul');

test.describe('home', () => {
  test('shows the hero, days together and the six counts', async ({ ownerPage, couple }) => {
    await ownerPage.goto('/');
    await expect(ownerPage.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    await expect(ownerPage.getByTestId('daily-quote')).toHaveText(`“${dailyQuote(today())}”`);
    // Initials until a photo is uploaded, one portrait per member.
    const portraits = ownerPage.getByTestId('member-portrait');
    await expect(portraits).toHaveCount(2);
    await expect(portraits.first().getByRole('img', { name: couple.owner.name })).toHaveText('A');

    await expect(ownerPage.getByText('Birlikte Geçen Zaman')).toBeVisible();
    const days = new Intl.NumberFormat('tr-TR').format(daysTogether('2024-02-03', today()));
    await expect(ownerPage.getByTestId('days-together')).toHaveText(`${days} gün`);
    await expect(ownerPage.getByText('3 Şubat 2024 tarihinden beri')).toBeVisible();

    for (const [category, label] of [
      ['movies', 'Filmler'],
      ['series', 'Diziler'],
      ['books', 'Kitaplar'],
      ['music', 'Müzikler'],
      ['places', 'Yerler'],
      ['quotes', 'Alıntılar'],
    ]) {
      await expect(ownerPage.getByTestId(`count-${category}`)).toHaveText(`${label}0 kayıt`);
    }
    await ownerPage.getByTestId('count-quotes').click();
    await expect(ownerPage).toHaveURL(/\/quotes$/);
  });

  test('the counts change live when the partner adds a quote', async ({ ownerPage, partnerPage }) => {
    await ownerPage.goto('/');
    await expect(ownerPage.getByTestId('count-quotes')).toContainText('0 kayıt');

    await partnerPage.goto('/quotes');
    await partnerPage.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    await partnerPage.getByLabel('Alıntı Metni').fill('Birlikte her şey daha güzel.');
    await partnerPage.getByLabel('Yazar').fill('Mehmet');
    await partnerPage.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(partnerPage.getByText('Alıntı başarıyla eklendi!')).toBeVisible();

    await expect(ownerPage.getByTestId('count-quotes')).toContainText('1 kayıt');
    const res = await partnerPage.request.post('/api/quotes', { data: { text: 'İkinci', author: 'M' } });
    expect(res.status()).toBe(201);
    await expect(ownerPage.getByTestId('count-quotes')).toContainText('2 kayıt');
    await expect(ownerPage.getByTestId('count-movies')).toContainText('0 kayıt');
  });

  test('the heart between the portraits beats twice and rests: nothing on home animates for ever', async ({ ownerPage }) => {
    await ownerPage.goto('/');
    await expect(ownerPage.getByTestId('daily-quote')).toBeVisible();
    const animations = () =>
      ownerPage.evaluate(() =>
        document.getAnimations().map((a) => {
          const iterations = a.effect?.getComputedTiming().iterations ?? 0;
          const target = (a.effect as KeyframeEffect | null)?.target;
          return {
            name: (a as CSSAnimation).animationName,
            iterations: Number.isFinite(iterations) ? iterations : 'endless',
            loading: target?.closest('[data-testid="card-loading"]') != null,
          };
        }),
      );
    // An endless animation keeps the compositor drawing every frame while the page is open (a phone's
    // battery). A card's loading placeholder pulses only until its read is here (the poll below).
    const first = await animations();
    expect(first).toContainEqual({ name: 'heartbeat', iterations: 2, loading: false });
    expect(first.filter((a) => a.iterations === 'endless' && !a.loading)).toEqual([]);
    await expect.poll(animations, { timeout: 10_000 }).toEqual([]);
  });

  test('a member who asks for less motion sees the heart still', async ({ browser, couple }) => {
    const { signedInContext } = await import('./fixtures');
    const context = await signedInContext(browser, couple.owner, undefined, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('daily-quote')).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await context.close();
  });

  test('Mutlu Anlarımız leads to /memories and the game banner to /movie-game', async ({ ownerPage }) => {
    await ownerPage.goto('/');
    await ownerPage.getByRole('link', { name: /Mutlu Anlarımız/ }).click();
    await expect(ownerPage).toHaveURL(/\/memories$/);
    await ownerPage.goto('/');
    await ownerPage.getByRole('link', { name: /Günün Film Tahmini/ }).click();
    await expect(ownerPage).toHaveURL(/\/movie-game$/);
  });

  test('reads well on a 360 px phone', async ({ browser, couple }) => {
    const { signedInContext } = await import('./fixtures');
    const context = await signedInContext(browser, couple.owner, undefined, { viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bizim Hikayemiz' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
