import type { Quote, QuoteInput } from '../../../shared/quotes';
import { collectionApi } from '../../lib/collection-api';
import { matchesAny } from '../../ui/CollectionPage';

/** Search by text, author or source, ignoring case the Turkish way (İ/i, I/ı). */
export const matchesQuote = (quote: Quote, search: string) => matchesAny([quote.text, quote.author, quote.source], search);

/** The quotes' calls ({ quotes } in the answer), with the search box: what QuotesPage hands CollectionPage. */
export const quotesApi = { ...collectionApi<Quote, QuoteInput>('quotes', 'quotes'), matches: matchesQuote };
export const { query: quotesQuery, save: saveQuote, remove: deleteQuote } = quotesApi;
