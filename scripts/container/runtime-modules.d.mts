/** Types of runtime-modules.mjs for the TypeScript scripts that import it (npm run licenses). */
export function runtimePackageDirs(): string[];
