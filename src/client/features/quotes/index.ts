import { Quote } from 'lucide-react';
import { quotesFeature } from '../../../shared/features/quotes';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const quotesClient = defineClientFeature(quotesFeature, {
  '/quotes': { Page: lazyPage(() => import('./QuotesPage')), menu: { label: 'Alıntılar', icon: Quote } },
});
