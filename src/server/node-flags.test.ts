import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's node flags (decision 029) are written where the server is started: `npm start`
 * (package.json) and the image (Dockerfile's CMD). Both must start the same server.
 */
const root = path.resolve(import.meta.dirname, '../..');
const startScript = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
const imageCmd = JSON.parse(/^CMD (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'))![1]) as string[];
const flags = (words: string[]) => words.filter((w) => w.startsWith('--'));

describe("the server's node flags", () => {
  it('keep the young generation small (8 MB: two semi-spaces of 4)', () => {
    expect(flags(startScript.split(' '))).toContain('--max-semi-space-size=4');
  });

  it('are the same for npm start and the container image', () => {
    expect(imageCmd[0]).toBe('node');
    expect(flags(imageCmd)).toEqual(flags(startScript.split(' ')));
  });
});
