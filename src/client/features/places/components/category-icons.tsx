import { Coffee, Landmark, MapPin, PartyPopper, ShoppingBag, Trees, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import type { PlaceCategory } from '../../../../shared/places-words';

export const categoryIcons: Record<PlaceCategory, LucideIcon> = {
  Restoran: UtensilsCrossed,
  Kafe: Coffee,
  Park: Trees,
  Müze: Landmark,
  Alışveriş: ShoppingBag,
  Eğlence: PartyPopper,
  Diğer: MapPin,
};
