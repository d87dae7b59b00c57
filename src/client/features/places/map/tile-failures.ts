/**
 * A map none of whose tiles load is no map: the still picture (StillMap) and the live map
 * (use-tile-watch.ts) count their tiles the same way, and two failures before any tile has loaded
 * show the spec's message ('Harita yüklenirken bir hata oluştu…'). A failure after a load is a
 * gap in a working map, not a broken one.
 */
export function tileFailures() {
  let loaded = 0;
  let failed = 0;
  return {
    loaded() {
      loaded += 1;
    },
    /** Counts a failure; true when the map is to be called broken. */
    failed() {
      failed += 1;
      return loaded === 0 && failed >= 2;
    },
  };
}
