import type * as tr from '../client-config';
import type { CatalogueOf } from '../i18n/words';

export default {
  mapWords: {
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    leaflet: 'A JavaScript library for interactive maps',
    closePopup: 'Close',
  },
} satisfies CatalogueOf<typeof tr, 'client-config'>;
