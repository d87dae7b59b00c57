import type { BuildOptions } from 'esbuild';

/** Types of build-server.mjs for the TypeScript scripts that import it (npm run licenses). */
export const BUNDLE_EXTERNAL: string[];
export function buildServer(): Promise<void>;
export function serverBuildOptions(): BuildOptions;
/** src/shared/en/index.ts with its catalogues imported statically (the server's one chunk); any other file as it is. */
export function oneCatalogueChunk(contents: string, file: string): string;
/** The launchers dist/server/main.js (the server's bundle through V8's code cache) and cli.js. */
export function launcherBuildOptions(): BuildOptions;
