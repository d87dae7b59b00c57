import { test, expect } from './fixtures';

/**
 * Issue 33: a search for 'palais royal', answered as Nominatim answered it (items without a
 * top-level `name`, testing/fakes/geocoding.ts), lists the palace by its name, not its street,
 * and choosing it fills the place's name.
 */
test("'palais royal' offers 'Palais Royal' and choosing it names the place", async ({ ownerPage: page }) => {
  await page.goto('/places');
  await page.getByRole('button', { name: 'Yeni Mekan Ekle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Konum Ara' }).fill('palais royal');
  const options = dialog.getByRole('listbox', { name: 'Konum Ara' }).getByRole('option');
  await expect(options.first()).toContainText('Palais Royal');
  await expect(options.first()).toContainText('Rue de Valois');
  await expect(options.filter({ hasText: 'Théâtre du Palais Royal' })).toHaveCount(1);
  await expect(options.filter({ hasText: 'Jardin du Palais Royal' })).toHaveCount(1);
  await options.first().click();
  await expect(dialog.getByLabel('Mekan Adı')).toHaveValue('Palais Royal');
  await expect(dialog.getByTestId('selected-address')).toHaveText('Palais Royal, Rue de Valois, Paris 1er Arrondissement, Paris, Fransa');
});
