/** The seeder's types live with the feature manifest's (platform/feature.ts); kept here for old imports. */
export type { SeedContext, Seeder } from '../platform/feature';
