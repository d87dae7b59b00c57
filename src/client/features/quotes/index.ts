import { Quote } from 'lucide-react';
import { quotesFeature } from '../../../shared/features/quotes';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const quotesClient = defineClientFeature(quotesFeature, {
  '/quotes': { Page: lazyPage(() => import('./QuotesPage')), menu: { label: () => messages.menu.quotes, icon: Quote } },
});
