import { Clapperboard, Gift, Leaf, Plane, Sparkles, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { MemoryCategory } from '../../shared/memories-words';

/**
 * A memory category's picture: the memories' cards and a memory without a photo wherever it is
 * shown (home's 'Geçen yıllarda bugün' too: features do not import each other).
 */
export const categoryIcons: Record<MemoryCategory, LucideIcon> = {
  'special-days': Gift,
  travel: Plane,
  food: UtensilsCrossed,
  entertainment: Clapperboard,
  nature: Leaf,
  other: Sparkles,
};
