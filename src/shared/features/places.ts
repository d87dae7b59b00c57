import { defineFeature } from './feature';

/** Places ('Gittik' and 'Gideceğiz') and trips, their 'Seyahatler' tab (decision 028). */
export const placesFeature = defineFeature({
  name: 'places',
  topics: ['places', 'trips'],
  api: '/api/places',
  pages: [
    {
      path: '/places',
      module: 'src/client/features/places/PlacesPage.tsx',
      firstRead: '/api/places',
      // The map (decision 021) and the cards (decision 028) each come with their own view, so
      // neither carries the other's code.
      views: [
        { param: 'view', value: 'map', read: '/api/client-config', module: 'src/client/features/places/map/PlacesMapView.tsx', connect: 'map-tiles' },
        { param: 'view', value: '', module: 'src/client/features/places/components/list-view.ts' },
      ],
      tour: { name: 'mekanlar (liste)', heading: 'Mekanlar', first: 'place-card', add: { name: 'mekan ekle', button: 'Yeni Mekan Ekle', title: 'Yeni Mekan' } },
    },
    {
      path: '/places/trips',
      module: 'src/client/features/places/trips/TripsPage.tsx',
      firstRead: '/api/trips',
      tour: { name: 'seyahatler', heading: 'Seyahatler', first: 'trip-card', add: { name: 'seyahat ekle', button: 'Yeni seyahat' } },
    },
    { path: '/places/trips/:id', module: 'src/client/features/places/trips/TripPage.tsx', firstRead: '/api/trips/:id' },
    // The story's route map draws with the tile address (decision 028), read beside the trip.
    { path: '/places/trips/:id/story', module: 'src/client/features/places/trips/StoryPage.tsx', firstRead: ['/api/trips/:id', '/api/client-config'], connect: 'map-tiles' },
  ],
  // A trip's rows point at places (trip-places), so they come after them.
  exportKinds: ['places', 'trips', 'trip-places'],
  offline: { reads: ['/api/places', '/api/trips'] },
});
