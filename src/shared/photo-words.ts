/**
 * What a photo may be and the words of a refused one: apart from settings-words.ts so the pages
 * that take photos (memories, capsules, places) load these two sentences, not the settings page's
 * words (decision 020, amended 2026-11-27). settingsExtraMessages carries them too, for the server.
 */
import { words } from './i18n/words';

/** Spec §9: a photo may be at most 1 MB (1,048,576 bytes) once the browser has shrunk it. */
export const PHOTO_MAX_BYTES = 1_048_576;

/** The browser shrinks a larger photo to this longest side before the size check (decisions §5.10). */
export const PHOTO_MAX_SIDE = 2560;

export const photoMessages = words('photo-words', 'photoMessages', {
  photoTooLarge: "Fotoğraf boyutu 1MB'dan küçük olmalıdır.",
  photoWrongType: 'Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.',
} as const);
