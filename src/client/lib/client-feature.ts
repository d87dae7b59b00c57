import type { LucideIcon } from 'lucide-react';
import type { FeatureData } from '../../shared/features/feature';
import type { LazyPage } from './lazy-page';

/** A signed-in page of a feature: its route, its lazily loaded page and, if any, its side-menu entry. */
export interface ClientPage {
  path: string;
  Page: LazyPage;
  /** The label is read at each render, in the active language (decision 030): `() => messages.menu.movies`. */
  menu?: { label: () => string; icon: LucideIcon };
}

/** A feature's client manifest (src/client/features/<feature>/index.ts, decision 018). */
export interface ClientFeature {
  name: string;
  pages: readonly ClientPage[];
}

/**
 * Builds a client manifest from the feature's shared one: each page is named by its path there (the
 * same path the server preloads), so a page the shared manifest does not know fails here.
 */
export function defineClientFeature<F extends FeatureData>(
  shared: F,
  pages: Record<NonNullable<F['pages']>[number]['path'], Omit<ClientPage, 'path'>>,
): ClientFeature {
  return { name: shared.name, pages: Object.entries<Omit<ClientPage, 'path'>>(pages).map(([path, page]) => ({ path, ...page })) };
}
