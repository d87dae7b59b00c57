import type { BuildOptions } from 'esbuild';

/** Types of build-server.mjs for the TypeScript scripts that import it (npm run licenses). */
export const BUNDLE_EXTERNAL: string[];
export function buildServer(): Promise<void>;
export function serverBuildOptions(): BuildOptions;
