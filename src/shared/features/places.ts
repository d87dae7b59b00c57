import { defineFeature } from './feature';

export const placesFeature = defineFeature({
  name: 'places',
  topics: ['places'],
  api: '/api/places',
  pages: [
    {
      path: '/places',
      module: 'src/client/features/places/PlacesPage.tsx',
      firstRead: '/api/places',
      views: [{ param: 'view', value: 'map', read: '/api/client-config', module: 'src/client/features/places/map/PlacesMapView.tsx', connect: 'map-tiles' }],
      // The list's cards (with both members' ratings): the map view never draws them.
      parts: ['src/client/features/places/components/PlaceCard.tsx'],
      tour: { name: 'mekanlar (liste)', heading: 'Mekanlar', first: 'place-card', add: { name: 'mekan ekle', button: 'Yeni Mekan Ekle', title: 'Yeni Mekan' } },
    },
  ],
  exportKinds: ['places'],
  offline: { reads: ['/api/places'] },
});
