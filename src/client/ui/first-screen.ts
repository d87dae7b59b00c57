import { createContext } from 'react';

/**
 * Where a card sits in its list, for its images: the first cards' images load at once instead of
 * lazily (`loading="lazy"` waits for layout, and the first screen's largest paint is usually one of
 * them: Lighthouse's `lcp-lazy-loaded` on /memories and /places), the very first with high priority.
 * ImageWithFallback reads it; lists wrap their first cards in it.
 */
export type ScreenPlace = 'first' | 'near';
export const FirstScreen = createContext<ScreenPlace | null>(null);

/** The first card, the next three (a row on a wide screen), or further down (null: lazily). */
export const screenPlace = (index: number): ScreenPlace | null => (index === 0 ? 'first' : index < 4 ? 'near' : null);
