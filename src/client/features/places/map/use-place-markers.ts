import { createElement, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { placesMessages as m, type Place } from '../../../../shared/places-words';
import { useLatest } from '../../../lib/use-leaflet-map';
import { L } from './leaflet-setup';
import { CLUSTER_RADIUS } from './map-view';
import { PlacePopup } from './PlacePopup';
import wishIconUrl from './wish-marker.svg';

/** A 'Gideceğiz' place's pin: the still picture's (styles.css `wish-marker`), anchored as Leaflet's own. */
const wishIcon = L.icon({ iconUrl: wishIconUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowUrl: L.Icon.Default.prototype.options.shadowUrl, shadowSize: [41, 41] });

/** What this map uses of leaflet.markercluster's group (the package has no types of its own here). */
export type ClusterGroup = L.FeatureGroup & {
  addLayers: (layers: L.Layer[]) => void;
  removeLayers: (layers: L.Layer[]) => void;
  zoomToShowLayer: (layer: L.Layer, then: () => void) => void;
};
const markerClusterGroup = (L as unknown as { markerClusterGroup: (options: object) => ClusterGroup }).markerClusterGroup;

type Entry = { marker: L.Marker; place: Place; root: Root | null };
/** What the marker itself shows: another of these makes a new marker; anything else only redraws an open popup. */
const looks = (p: Place) => `${p.lat},${p.lng},${p.status},${p.name}`;

/**
 * One marker per place in a cluster group, each with its popup. A refetch (a live event, the
 * stream reconnecting) keeps the markers whose position and look stay the same, so an open
 * popup stays open under the person's finger and shows the fresh data. A popup's React root is
 * made when it first opens and lives as long as its marker.
 */
export function usePlaceMarkers(map: L.Map | null, places: Place[], onOpen: (place: Place) => void) {
  const open = useLatest(onOpen);
  const entries = useRef(new Map<string, Entry>());
  const cluster = useRef<ClusterGroup | null>(null);

  useEffect(() => {
    if (!map) return;
    const group = markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false, maxClusterRadius: CLUSTER_RADIUS }).addTo(map);
    cluster.current = group;
    const drawn = entries.current;
    return () => {
      group.remove();
      for (const entry of drawn.values()) unmountLater(entry);
      drawn.clear();
      cluster.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = cluster.current;
    if (!map || !group) return;
    const drawn = entries.current;
    const wanted = new Map(places.map((p) => [p.id, p]));
    const gone: L.Layer[] = [];
    for (const [id, entry] of drawn) {
      const next = wanted.get(id);
      if (next && looks(next) === looks(entry.place)) continue;
      gone.push(entry.marker);
      unmountLater(entry);
      drawn.delete(id);
    }
    const added: L.Layer[] = [];
    for (const place of places) {
      const entry = drawn.get(place.id);
      if (entry) {
        entry.place = place;
        entry.root?.render(content(entry, open));
        continue;
      }
      const made = makeEntry(place, open);
      drawn.set(place.id, made);
      added.push(made.marker);
    }
    if (gone.length) group.removeLayers(gone);
    if (added.length) group.addLayers(added);
  }, [map, places, open]);

  return { cluster, markers: entries };
}

function content(entry: Entry, open: { current: (place: Place) => void }) {
  return createElement(PlacePopup, { place: entry.place, onOpen: (p: Place) => open.current(p), onLayout: () => entry.marker.getPopup()?.update() });
}

function makeEntry(place: Place, open: { current: (place: Place) => void }): Entry {
  const wish = place.status === 'wish';
  const marker = L.marker([place.lat, place.lng], { title: place.name, alt: wish ? `${place.name} (${m.statusWish})` : place.name, ...(wish && { icon: wishIcon }) });
  const entry: Entry = { marker, place, root: null };
  const element = document.createElement('div');
  marker.bindPopup(element);
  marker.on('popupopen', () => {
    entry.root ??= createRoot(element);
    entry.root.render(content(entry, open));
  });
  return entry;
}

/** Unmounts a popup's root after the current render (React does not unmount a root from inside one). */
function unmountLater(entry: Entry) {
  const root = entry.root;
  entry.root = null;
  if (root) queueMicrotask(() => root.unmount());
}
