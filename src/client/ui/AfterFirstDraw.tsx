import type { ReactNode } from 'react';
import { useAfterPaint } from './use-after-paint';

/**
 * Its children are drawn once what surrounds them has been drawn and painted, in a later task
 * (useAfterPaint): a long page (a trip's story with its days, photos and songs) shows its first
 * screen without one long task for the whole page (Lighthouse measured 400 ms of blocking on a
 * phone). Only around what starts below the first screen: it arrives below what is already there,
 * so nothing on screen moves.
 */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}
