import { defineFeature } from './feature';

/** Yılımız: the couple's year in review (issue 22). It reads every feature's data and owns none. */
export const yilimizFeature = defineFeature({
  name: 'yilimiz',
  topics: [],
  api: '/api/yilimiz',
  pages: [
    { path: '/yilimiz', module: 'src/client/features/yilimiz/YilimizPage.tsx', firstRead: '/api/yilimiz' },
    // A past year: the same page (the tour visits it through '/yilimiz').
    { path: '/yilimiz/:yil', module: 'src/client/features/yilimiz/YilimizPage.tsx' },
  ],
  exportKinds: [],
});
