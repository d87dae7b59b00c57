import type { LucideIcon } from 'lucide-react';
import { memberPages } from './features';

export interface NavEntry {
  to: string;
  label: () => string;
  icon: LucideIcon;
}

/** The side menu, in the spec's order: each page whose client manifest gives it a menu entry. /memories and /movie-game are reached from home. */
export const navigation: NavEntry[] = memberPages.flatMap((p) => (p.menu ? [{ to: p.path, ...p.menu }] : []));
