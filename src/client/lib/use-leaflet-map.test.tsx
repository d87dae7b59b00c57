// @vitest-environment happy-dom
import { act, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type L from 'leaflet';
import { expect, it } from 'vitest';
import { useLeafletMap } from './use-leaflet-map';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('makes one map under StrictMode (the first mount is removed) and removes it when the component goes', async () => {
  const made: L.Map[] = [];
  function Map() {
    const [container, setContainer] = useState<HTMLDivElement | null>(null);
    const map = useLeafletMap(container, { center: [41, 29], zoom: 10 });
    if (map && !made.includes(map)) made.push(map);
    return <div ref={setContainer} data-testid="box" style={{ width: 300, height: 200 }} />;
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<StrictMode><Map /></StrictMode>));
  const box = host.querySelector<HTMLElement>('[data-testid="box"]')!;
  // One map in the box: one set of panes, and the live map is the one in use.
  expect(box.querySelectorAll('.leaflet-map-pane')).toHaveLength(1);
  expect(box.classList.contains('leaflet-container')).toBe(true);
  expect(made).toHaveLength(1);
  await act(async () => root.unmount());
  // Removed: Leaflet's remove() takes its panes out of the box.
  expect(box.querySelectorAll('.leaflet-map-pane')).toHaveLength(0);
  expect(() => made[0].getCenter()).toThrow();
  host.remove();
});
