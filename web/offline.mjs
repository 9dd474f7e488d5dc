// Writes the bundle's service worker (node web/offline.mjs DIST, run by scripts/web.sh
// build): web/sw.js with the list of the bundle's files to keep (not the .br and .gz
// twins, which the server sends in their place) and a version named after their
// contents.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node web/offline.mjs DIST');
  process.exit(2);
}
const files = fs
  .readdirSync(dist, { recursive: true })
  .filter((file) => fs.statSync(path.join(dist, file)).isFile())
  .filter((file) => !/\.(br|gz)$/.test(file) && file !== 'sw.js')
  .map((file) => file.split(path.sep).join('/'))
  .sort();
const hash = crypto.createHash('sha256');
for (const file of files) {
  hash.update(file);
  hash.update(fs.readFileSync(path.join(dist, file)));
}
const version = hash.digest('hex').slice(0, 16);
const template = fs.readFileSync(new URL('sw.js', import.meta.url), 'utf8');
const worker = template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace("['__FILES__']", JSON.stringify(files));
fs.writeFileSync(path.join(dist, 'sw.js'), worker);
console.log(`service worker: version ${version}, ${files.length} files kept`);
