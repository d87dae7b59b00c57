import { z } from './validation';
import { listMessages } from './list-words';
import { memberNote, memberRating } from './ikimiz';
import type { IkimizFields } from './ikimiz-words';

/**
 * Pieces shared by the three catalogue-backed lists (movies, series, books): field rules,
 * the validation messages they share and the rating rule. Each list keeps its own statuses,
 * labels and schema in src/shared/<feature>.ts.
 */
export { listMessages } from './list-words';

const m = listMessages;

/**
 * The length limits of the list fields a catalogue answer fills (OMDb, Google Books). The server
 * shortens a catalogue's answer to them before the form gets it (src/server/catalog/fit.ts).
 */
export const LIST_TEXT_MAX = { title: 300, person: 200, author: 300, genre: 200, publisher: 200, plot: 4000, notes: 4000 } as const;

/** Messages and labels are functions: read when a value fails, in the language of that moment (decision 030). */
export const requiredTitle = (message: () => string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(LIST_TEXT_MAX.title, { error: () => m.textMax(m.labels.title, LIST_TEXT_MAX.title) });

export const optionalText = (label: () => string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => m.textMax(label(), max) })
    .nullish()
    .transform((s) => s ?? '');

const optionalInt = (min: number, max: number, message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .nullish()
    .transform((n) => n ?? null);

export const optionalYear = optionalInt(1, 2200, () => m.year);
/** The form's 'Puanınız' and 'Notunuz': the signed-in member's own rating and note (İkimiz, issue 34). */
export const optionalRating = memberRating;
export const optionalNote = memberNote;
export const optionalPositive = (message: () => string) => optionalInt(1, 100_000, message);
/** Minutes (a movie, or a series' episode); the catalogue fills it. */
export const optionalRuntime = optionalInt(1, 1000, () => m.runtime);

export const optionalImdbRating = z
  .number({ error: () => m.imdbRating })
  .min(0, { error: () => m.imdbRating })
  .max(10, { error: () => m.imdbRating })
  .nullish()
  .transform((n) => n ?? null);

export const optionalImdbId = z
  .string({ error: () => m.imdbId })
  .trim()
  .regex(/^(tt\d{5,10})?$/, { error: () => m.imdbId })
  .nullish()
  .transform((s) => s || null);

/** A poster or cover: an http(s) address or nothing. */
export const optionalImageUrl = z
  .string({ error: () => m.imageUrl })
  .trim()
  .max(1000, { error: () => m.imageUrl })
  .regex(/^(https?:\/\/\S+)?$/i, { error: () => m.imageUrl })
  .nullish()
  .transform((s) => s || null);

export const optionalTags = z
  .array(z.string().trim().min(1).max(40), { error: () => m.tags })
  .max(20, { error: () => m.tags })
  .nullish()
  .transform((t) => t ?? []);

/** The status field: one of the list's statuses, its first one when left out. */
export const listStatus = <S extends readonly [string, ...string[]]>(statuses: S, fallback: S[number]) =>
  z
    .enum(statuses, { error: () => m.status })
    .nullish()
    .transform((s) => s ?? fallback);

/** What a movie and a series ask alike, after their own fields (the film catalogue fills most of it). */
export const screenFields = {
  rating: optionalRating,
  note: optionalNote,
  imdbId: optionalImdbId,
  imdbRating: optionalImdbRating,
  poster: optionalImageUrl,
  plot: optionalText(() => m.labels.plot, LIST_TEXT_MAX.plot),
  notes: optionalText(() => m.labels.notes, LIST_TEXT_MAX.notes),
  tags: optionalTags,
  runtime: optionalRuntime,
};

/**
 * A rating belongs only to a finished item (İzlendi / Tamamlandı / Okundu), where the form shows
 * the field. A rating and note sent with another status are dropped, not refused, and the stored
 * ones are left as they are (hidden while the item is watched again, back when it is finished).
 */
export function ratingOnlyWhen<S extends string>(completed: S) {
  return <T extends { status: string; rating: number | null; note: string }>(v: T): T =>
    v.status === completed ? v : { ...v, rating: null, note: '' };
}

/** The one rule of where a rating shows (and may be given): only in the completed status. */
export const showsRating = (status: string, completed: string) => status === completed;

/** The member who added an item; null once that account is gone. */
export interface ListAuthor {
  id: string;
  displayName: string;
}

/** The form's fields that are the member's own (İkimiz): they come back as `ratings`, not as fields of the item. */
export type ListFormOnly = 'rating' | 'note';

/** What leaves the server: the shared list fields, then the form's own fields as the contract outputs them. */
export type ListItemOf<Values, Status extends string> = ListItemBase & Omit<Values, keyof ListItemBase | ListFormOnly> & { status: Status };

/** Fields every list item carries, as they leave the server. */
export interface ListItemBase extends IkimizFields {
  id: string;
  title: string;
  status: string;
  notes: string;
  addedBy: ListAuthor | null;
  createdAt: string;
  updatedAt: string;
}
