// Draws the installed app's icons (node web/icons.mjs DIST, run by scripts/web.sh
// build): a YINSH ring in gold around a white marker on the page's dark ground, as
// PNG files of 192 and 512 pixels (icon-192.png, icon-512.png). The ground fills the
// square, and ring and marker keep within its central 80 %, so a system may crop the
// icon to a circle or a rounded square (the manifest's "maskable").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const GROUND = [0x1c, 0x21, 0x29];
const GOLD = [0xe8, 0xc2, 0x50];
const WHITE = [0xf2, 0xee, 0xe4];

// How much of a pixel (centre x, y, in units of the icon's side) a shape covers, by
// its signed distance `d` (negative inside), over a pixel of side `px`.
const cover = (d, px) => Math.min(1, Math.max(0, 0.5 - d / px));
const mix = (under, over, amount) => under.map((c, i) => c + (over[i] - c) * amount);

function pixel(x, y, px) {
  const r = Math.hypot(x - 0.5, y - 0.5);
  let colour = GROUND;
  // The ring: a band from 0.27 to 0.37 of the side from the centre.
  colour = mix(colour, GOLD, cover(Math.abs(r - 0.32) - 0.05, px));
  // The marker: a disc of radius 0.17, with a gold rim.
  colour = mix(colour, GOLD, cover(r - 0.17, px));
  colour = mix(colour, WHITE, cover(r - 0.145, px));
  return colour;
}

function png(size) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // no filter
    for (let x = 0; x < size; x += 1) {
      const colour = pixel((x + 0.5) / size, (y + 0.5) / size, 1 / size);
      colour.forEach((c, i) => { rows[row + 1 + x * 3 + i] = Math.round(c); });
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node web/icons.mjs DIST');
  process.exit(2);
}
for (const size of [192, 512]) {
  fs.writeFileSync(path.join(dist, `icon-${size}.png`), png(size));
}
