import { defineFeature, type FeaturePage } from './feature';

/**
 * A list of the catalogue (movies, series, books): its topic, API, export kind and offline read
 * all carry its name, and its one page first reads the list and the member's wishes, which draw
 * its 'İstiyorum' buttons (İkimiz).
 */
export const listFeature = <const N extends string>(name: N, path: string, module: string, tour: FeaturePage['tour']) =>
  defineFeature({
    name,
    topics: [name],
    api: `/api/${name}`,
    pages: [{ path, module, firstRead: [`/api/${name}`, '/api/wishes'], tour }],
    exportKinds: [name],
    offline: { reads: [`/api/${name}`] },
  });
