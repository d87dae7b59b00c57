import { BookOpen, Clapperboard, Home, MapPin, Music, Quote, Sparkles, Tv, type LucideIcon } from 'lucide-react';

export interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The side menu, in the spec's order. /memories and /movie-game are reached from home. */
export const navigation: NavEntry[] = [
  { to: '/', label: 'Ana Sayfa', icon: Home },
  { to: '/movies', label: 'Filmler', icon: Clapperboard },
  { to: '/series', label: 'Diziler', icon: Tv },
  { to: '/books', label: 'Kitaplar', icon: BookOpen },
  { to: '/music', label: 'Müzikler', icon: Music },
  { to: '/places', label: 'Yerler', icon: MapPin },
  { to: '/quotes', label: 'Alıntılar', icon: Quote },
  // Beyond the spec's menu (issue 22): the year in review, always reachable.
  { to: '/yilimiz', label: 'Yılımız', icon: Sparkles },
];
