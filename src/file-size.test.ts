import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The file-size rule of `npm run lint` (eslint.config.js, decision 024): at most 300 lines of code
 * a file; comments and blank lines do not count; data modules (`*.data.ts`) and fixtures are exempt.
 * Linted with the project's own configuration, as if the text were that file.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function sizeErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

const code = (lines: number) => Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

describe('file size', () => {
  it('refuses a file with more than 300 lines of code, anywhere in the app', async () => {
    expect(await sizeErrors('src/client/lib/size-probe.ts', code(301))).toEqual([expect.stringContaining('Maximum allowed is 300')]);
    expect(await sizeErrors('src/server/features/quotes/size-probe.ts', code(301))).toHaveLength(1);
    expect(await sizeErrors('src/client/lib/size-probe.ts', code(300))).toEqual([]);
  }, 60_000);

  it('does not count comments and blank lines', async () => {
    const explained = code(300).split('\n').map((line) => `// why\n\n${line}`).join('\n');
    expect(await sizeErrors('src/client/lib/size-probe.ts', explained)).toEqual([]);
  }, 60_000);

  it('leaves data modules and recorded fixtures alone', async () => {
    expect(await sizeErrors('src/shared/size-probe.data.ts', code(400))).toEqual([]);
    expect(await sizeErrors('src/server/catalog/fixtures/size-probe.ts', code(400))).toEqual([]);
  }, 60_000);
});
