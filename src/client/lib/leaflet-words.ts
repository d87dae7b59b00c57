/**
 * Leaflet's own words in the member's language (decision 030): its zoom buttons ('Zoom in'), the
 * credit's link title and a popup's close button are English in Leaflet itself. Each is read
 * when Leaflet draws it, so a map drawn after a language switch speaks the new language.
 * Imported by every module that makes a map (they load lazily; Leaflet never weighs on others).
 */
import L from 'leaflet';
import { mapWords } from '../../shared/client-config';

/** An option of every instance of a Leaflet class that reads the words at use (instances inherit their class's options). */
function wordOption(options: object, name: string, read: () => string) {
  Object.defineProperty(options, name, {
    get: read,
    // Leaflet's setOptions writes a given option on the instance's own options (an object made
    // from these): it becomes the instance's own value, as a plain option would.
    set(this: object, value: unknown) {
      Object.defineProperty(this, name, { value, writable: true, configurable: true, enumerable: true });
    },
    configurable: true,
    enumerable: true,
  });
}

wordOption(L.Control.Zoom.prototype.options, 'zoomInTitle', () => mapWords.zoomIn);
wordOption(L.Control.Zoom.prototype.options, 'zoomOutTitle', () => mapWords.zoomOut);
// The credit's first link: Leaflet, with its title in the member's language (and no flag before it).
wordOption(L.Control.Attribution.prototype.options, 'prefix', () => `<a href="https://leafletjs.com" title="${mapWords.leaflet}">Leaflet</a>`);

L.Map.addInitHook(function (this: L.Map) {
  this.on('popupopen', (event: L.PopupEvent) => {
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', mapWords.closePopup);
  });
});

export { L };
