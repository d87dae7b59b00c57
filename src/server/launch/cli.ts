/** dist/server/cli.js, the built command line (docs/command-line.md): runs its bundle, dist/server/cli.cjs. */
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./cli.cjs');
