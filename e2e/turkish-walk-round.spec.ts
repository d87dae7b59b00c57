import type { Page } from '@playwright/test';
import { test, createCouple, signedInContext, type E2ECouple } from './fixtures';
import { collectUserData, expectAxeClean, expectOnlyLanguage } from './language-walk';
import { roundStops, walkQuestionStates } from './walk-stops';

/**
 * Issue 39's Turkish walk, continued (e2e/turkish-walk.spec.ts walks the page tour, which has the
 * trips, the story and the game's past days already): İkimiz's dialogs and shelf, Günün Sorusu's
 * states, a sealed and an opened capsule, Yılımız's trips and the places' wishes with the map's
 * legend, each with no English word outside the couple's data and catalogue facts.
 */
async function look(page: Page, data: Set<string>, where: string) {
  await expectOnlyLanguage(page, 'tr', data, where);
  await expectAxeClean(page, where);
}

const same = async (turkish: string) => turkish;

test.describe("this round's pages in Turkish", () => {
  let couple: E2ECouple;
  test.beforeAll(async () => {
    couple = await createCouple({ seed: true });
  });

  for (const stop of roundStops(same).filter((s) => !s.inTour)) {
    test(stop.name, async ({ browser }) => {
      const context = await signedInContext(browser, couple.owner);
      const page = await context.newPage();
      const data = collectUserData(page);
      await page.goto(stop.path);
      await stop.ready(page);
      await look(page, data, stop.name);
      await context.close();
    });
  }
});

test("Günün Sorusu in Turkish: unanswered, answered and waiting, the partner's turn, revealed", async ({ browser }) => {
  test.slow();
  await walkQuestionStates(browser, 'tr', same, look);
});
