import { deflateSync } from 'node:zlib';

/**
 * The emulated CDN's pictures, drawn here (a plain silhouette on a colour), so
 * the demo shows real images without Discord's artwork or a network.
 */

export const AVATAR_SIZE = 128;

/** Six like Discord's default avatars, picked the same way: `(id >> 22) % 6`. */
export const DEFAULT_AVATAR_COLORS = [
  0x5865f2, 0x747f8d, 0x3ba55c, 0xd4a017, 0xed4245, 0xc5469d,
] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB image (8 bits a channel) from a colour per pixel. */
function encodePng(size: number, pixel: (x: number, y: number) => number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rowLength = 1 + size * 3;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y += 1) {
    // Each row starts with its filter type, 0: no filter.
    for (let x = 0; x < size; x += 1) {
      const color = pixel(x, y);
      const at = y * rowLength + 1 + x * 3;
      raw[at] = (color >> 16) & 0xff;
      raw[at + 1] = (color >> 8) & 0xff;
      raw[at + 2] = color & 0xff;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE = 0xffffff;

/** A head and shoulders in white, centred on `background`. */
export function silhouettePng(background: number): Buffer {
  const s = AVATAR_SIZE;
  const head = { x: s / 2, y: s * 0.4, r: s * 0.17 };
  const shoulders = { x: s / 2, y: s * 0.92, rx: s * 0.32, ry: s * 0.26 };
  return encodePng(s, (x, y) => {
    const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
    const inShoulders =
      ((x - shoulders.x) / shoulders.rx) ** 2 + ((y - shoulders.y) / shoulders.ry) ** 2 <= 1;
    return inHead || inShoulders ? WHITE : background;
  });
}

/** A colour of the image hash, so each account's picture looks its own. */
export function hashColor(hash: string): number {
  const hex = hash.replace(/^a_/, '').slice(0, 6);
  const value = /^[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex, 16) : 0x5865f2;
  // Darkened so the white silhouette stays readable on any hash.
  const channel = (shift: number) => Math.floor(((value >> shift) & 0xff) * 0.7) << shift;
  return channel(16) | channel(8) | channel(0);
}
