import { test, expect, createCouple, signedInContext, sharedApp } from './fixtures';
import { spaceUsageMessages as um } from '../src/shared/space-usage-words';

/** Issue 33: a space at SPACE_MAX_ROWS says so where the couple is looking, and keeps what they typed. */
test('a full space: adding a quote shows the limit in Turkish, keeps the form and adds nothing', async ({ browser }) => {
  const { baseURL } = await sharedApp({ SPACE_MAX_ROWS: '1' });
  const couple = await createCouple({ baseURL });
  const context = await signedInContext(browser, couple.owner, baseURL);
  const page = await context.newPage();
  await page.goto('/quotes');
  const add = async (text: string) => {
    await page.getByRole('button', { name: 'Yeni Alıntı Ekle' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Alıntı Metni').fill(text);
    await dialog.getByLabel('Yazar').fill('Ayşe');
    await dialog.getByRole('button', { name: 'Ekle', exact: true }).click();
    return dialog;
  };
  await add('Birlikte her şey güzel.');
  await expect(page.getByText('Alıntı başarıyla eklendi!')).toBeVisible();

  const dialog = await add('Sığmayan söz.');
  await expect(page.getByText(um.rowsFull)).toBeVisible();
  await expect(dialog.getByLabel('Alıntı Metni')).toHaveValue('Sığmayan söz.');
  await expect(page.getByTestId('quote-card')).toHaveCount(1);
  await context.close();
});
