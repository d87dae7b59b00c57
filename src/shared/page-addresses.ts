import { featureData } from './features';
import type { FeatureData } from './features/feature';
import { viewKey } from './route-preloads';

export interface PageAddress {
  /** Where the page (or a view of it) opens: `/movies`, `/places?view=map`. */
  address: string;
  /** A page for visitors who are not signed in (`/login`): opened without a session. */
  signedOut: boolean;
}

/**
 * Every address a person opens a page at, read from the feature manifests: each page's path, then
 * each view its address names (`?view=map`), in the manifests' order. A path with a parameter
 * (`/yilimiz/:yil`) is the same page as its plain one and is left out, and so is a view of value
 * '' (`/places?view=`): it is what the plain path opens. The Lighthouse run
 * (scripts/lighthouse.ts) measures this list, so a new page or view is measured without an edit.
 */
export function pageAddresses(features: readonly FeatureData[] = featureData): PageAddress[] {
  return features
    .flatMap((f) => f.pages ?? [])
    .filter((page) => !page.path.includes(':'))
    .flatMap((page) =>
      [page.path, ...(page.views ?? []).filter((view) => view.value !== '').map((view) => viewKey(page.path, view))].map((address) => ({
        address,
        signedOut: page.signedOut === true,
      })),
    );
}
