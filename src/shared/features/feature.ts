/**
 * What a feature declares about itself as pure data, shared by server, client, service worker
 * and browser tests (decision 018). Every list of features is read from these declarations
 * (src/shared/features/index.ts); nobody keeps a second list by hand. No zod here: the client's
 * first chunk reads this.
 */
/** A view of a page named in its query (`?view=map`) and what it reads besides (or instead of) the page's first read. */
export interface PageView {
  param: string;
  /** '' is the page without the param: its default view, when that one has a module of its own (the places' cards). */
  value: string;
  /** One more URL it reads before it draws (the map's tile address). */
  read?: string;
  /** The page's first reads this view draws without (the memories calendar reads its month, not the grid's first page): not preloaded. */
  skips?: readonly string[];
  /** The view's own lazily loaded module (from the repository root), preloaded with the page's. */
  module?: string;
  /** An outside host the view loads from at once (the map's tile server): its HTML opens the connection early. */
  connect?: OutsideHost;
}

/** Outside hosts the server knows from its configuration (MAP_TILE_URL's). */
export type OutsideHost = 'map-tiles';

export interface FeaturePage {
  /** The route, e.g. '/movies'. */
  path: string;
  /** A page for visitors who are not signed in (`/login`): toured and measured without a session. */
  signedOut?: boolean;
  /** The page module from the repository root (the client's lazy import of the same file). */
  module: string;
  /** The URL(s) the page's first render reads, when worth starting early (route preloads). */
  firstRead?: string | readonly string[];
  /** An outside host the page draws from at once (a trip story's route map): its HTML opens the connection early (a view names its own). */
  connect?: OutsideHost;
  /**
   * Views of the page chosen in its address that read one more thing before they can draw, also
   * preloaded with the page: the places map (`?view=map`) needs the tile address (decision 021).
   */
  views?: readonly PageView[];
  /**
   * The browser tests' page tour (e2e/page-tour.ts): the level-1 heading, the test id of the first
   * record the demo seed puts there, and the add button (with the dialog's title when it differs).
   * A member page without one must have a hand-written stop in the tour, or the tour refuses to load.
   */
  tour?: { name: string; heading: string; first: string; add?: { name: string; button: string; title?: string } };
}

export interface FeatureData {
  name: string;
  /** The live-event topics its changes publish (src/shared/events.ts collects them). */
  topics: readonly string[];
  /** Where its API lives, e.g. '/api/movies'. */
  api?: string;
  pages?: readonly FeaturePage[];
  /**
   * The kinds of record it adds to a space's export and backup, in import order (a row points only
   * at earlier kinds). The server's manifest must give a table spec for each (typechecked).
   */
  exportKinds: readonly string[];
  /** API reads the service worker may answer from its cache when the network fails (network-first). */
  offline?: { reads?: readonly string[]; firstPageOnly?: readonly string[] };
}

/** Keeps the literal types (topic and kind names become unions) while checking the shape. */
export const defineFeature = <const F extends FeatureData>(feature: F): F => feature;
