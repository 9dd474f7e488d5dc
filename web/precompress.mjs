// Writes a brotli (.br) and a gzip (.gz) twin next to each compressible file of the
// bundle (node web/precompress.mjs DIST, run by scripts/web.sh build), which
// plateau-server --web sends to browsers that accept them, and prints the sizes: each
// file's, and what the page downloads before its first frame (the page, its script and
// its module; not the computer's worker, plateau-think*, fetched when it first thinks).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node web/precompress.mjs DIST');
  process.exit(2);
}
const compressible = /\.(html|m?js|wasm|css|webmanifest|json|svg)$/;
const files = fs
  .readdirSync(dist)
  .filter((file) => compressible.test(file) && fs.statSync(path.join(dist, file)).isFile());
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const first = { raw: 0, gz: 0, br: 0 };
for (const file of files) {
  const data = fs.readFileSync(path.join(dist, file));
  const gz = zlib.gzipSync(data, { level: 9 });
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(path.join(dist, `${file}.gz`), gz);
  fs.writeFileSync(path.join(dist, `${file}.br`), br);
  console.log(`${file}: ${mb(data.length)} raw, ${mb(gz.length)} gzip, ${mb(br.length)} brotli`);
  if (/^index\.html$|\.m?js$|_bg\.wasm$/.test(file) && file !== 'sw.js' && !file.startsWith('plateau-think')) {
    first.raw += data.length;
    first.gz += gz.length;
    first.br += br.length;
  }
}
console.log(`before the first frame (page, script, module): ${mb(first.raw)} raw, ${mb(first.gz)} gzip, ${mb(first.br)} brotli`);
