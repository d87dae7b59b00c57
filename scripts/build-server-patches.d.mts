import type { Plugin } from 'esbuild';

/** Types of build-server-patches.mjs for its test. */
export const PATCHES: { file: RegExp; why: string; replace?: [string, string][]; transform?: (contents: string) => string }[];
export function patchSource(file: string, contents: string): string | undefined;
export const patchPackages: Plugin;
