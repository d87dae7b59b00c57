import { eq } from 'drizzle-orm';
import { quotesFeature } from '../../../shared/features/quotes';
import { quotes } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { quoteRoutes } from './routes';
import { quotesSeed } from './seed';

export const quotesServer = defineServerFeature(quotesFeature, {
  routes: [quoteRoutes],
  seed: quotesSeed,
  exports: () => ({
    quotes: { table: quotes, where: (s) => eq(quotes.spaceId, s), orderBy: [quotes.id] },
  }),
});
