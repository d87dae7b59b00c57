import { L } from '../../../lib/leaflet-words';
import 'leaflet/dist/leaflet.css';
import './map-theme.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet finds its default marker images by reading a CSS path at run time, which breaks once
 * Vite has hashed and moved them: hand it the imported (bundled) images instead.
 * Imported only by the lazily loaded map modules, so Leaflet never weighs on other pages.
 */
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export { L };
