import type { BookSearchResult, TitleDetails, TitleSearchResult } from '../../shared/catalog';
import { LIST_TEXT_MAX } from '../../shared/lists';
import { fitCommaParts, fitList, fitText } from '../../shared/fit-text';

/**
 * A catalogue's answer fills the movie, series and book forms; these shorten it on its way out
 * of the server so that the form never holds a value the list routes would refuse (an anthology's
 * 22 directors, a book's 30 authors, an 18th-century title). Applied in the routes, so an answer
 * cached before this rule is shortened too. Fields no form saves (actors, a book's description
 * in the preview) are left as they are.
 */
export const fitTitleResult = (r: TitleSearchResult): TitleSearchResult => ({ ...r, title: fitText(r.title, LIST_TEXT_MAX.title) });

export const fitTitleDetails = (d: TitleDetails): TitleDetails => ({
  ...d,
  title: fitText(d.title, LIST_TEXT_MAX.title),
  // A movie's director and a series' creator(s) share the field and its limit.
  director: fitCommaParts(d.director, LIST_TEXT_MAX.person),
  // The forms join the genres with ', '.
  genres: fitList(d.genres, LIST_TEXT_MAX.genre),
  plot: fitText(d.plot, LIST_TEXT_MAX.plot),
});

/** A book's search result or details: the form joins the authors with ', '. */
export const fitBook = <T extends BookSearchResult>(b: T): T => ({
  ...b,
  title: fitText(b.title, LIST_TEXT_MAX.title),
  authors: fitList(b.authors, LIST_TEXT_MAX.author),
  publisher: fitText(b.publisher, LIST_TEXT_MAX.publisher),
});
