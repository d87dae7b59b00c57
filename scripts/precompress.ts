/**
 * A Vite plugin: after the build, every text file of the output gets a brotli (.br) and a gzip
 * (.gz) twin at the highest levels, so the server sends them as they are instead of compressing
 * each request (@fastify/static `preCompressed`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'defterimiz-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const targets = files(outDir).filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= 1024);
      await Promise.all(
        targets.map(async (file) => {
          const bytes = await fs.promises.readFile(file);
          const br = await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
          const gz = await gzip(bytes, { level: 9 });
          // A twin that is not smaller would only cost a disk read.
          if (br.length < bytes.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
