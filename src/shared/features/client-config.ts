import { defineFeature } from './feature';

export const clientConfigFeature = defineFeature({
  name: 'client-config',
  topics: [],
  api: '/api/client-config',
  exportKinds: [],
  offline: { reads: ['/api/client-config'] },
});
