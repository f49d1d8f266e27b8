import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_SIZE, DEFAULT_AVATAR_COLORS } from '../avatar-images.ts';
import { SEED_USER_IDS } from '../seed.ts';
import { createTestEmulator, PREFIX, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

const get = (path: string) => emulator.app.inject({ method: 'GET', url: `${PREFIX}${path}` });

/** A PNG read back: its size and the colour of one pixel (8-bit RGB, unfiltered rows). */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatAt = bytes.indexOf('IDAT');
  const raw = inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + bytes.readUInt32BE(idatAt - 4)));
  const pixel = (x: number, y: number) => {
    const at = y * (1 + width * 3) + 1 + x * 3;
    return ((raw[at] ?? 0) << 16) | ((raw[at + 1] ?? 0) << 8) | (raw[at + 2] ?? 0);
  };
  return { width, height, pixel };
}

describe('the emulated CDN avatars', () => {
  it('serves the six default avatars as real PNG pictures at Discord’s paths', async () => {
    for (const [index, color] of DEFAULT_AVATAR_COLORS.entries()) {
      const response = await get(`/embed/avatars/${index}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = readPng(response.rawPayload);
      expect([png.width, png.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
      expect(png.pixel(2, 2)).toBe(color);
      // The silhouette's head.
      expect(png.pixel(AVATAR_SIZE / 2, Math.round(AVATAR_SIZE * 0.4))).toBe(0xffffff);
    }
    expect((await get('/embed/avatars/6.png')).statusCode).toBe(404);
  });

  it("serves an account's picture, and the account's default avatar for a hash it does not have", async () => {
    const ava = emulator.state.users.get(SEED_USER_IDS.ava);
    const own = await get(`/avatars/${SEED_USER_IDS.ava}/${ava?.avatar}.png?size=256`);
    expect(own.statusCode).toBe(200);
    const defaults = await Promise.all(
      DEFAULT_AVATAR_COLORS.map((_, index) => get(`/embed/avatars/${index}.png`)),
    );
    const isDefault = (bytes: Buffer) => defaults.some((d) => d.rawPayload.equals(bytes));
    expect(isDefault(own.rawPayload)).toBe(false);

    const unknown = await get(`/avatars/${SEED_USER_IDS.nia}/${'0'.repeat(32)}.png`);
    expect(unknown.statusCode).toBe(200);
    const index = Number((BigInt(SEED_USER_IDS.nia) >> 22n) % 6n);
    expect(unknown.rawPayload.equals(defaults[index]?.rawPayload ?? Buffer.alloc(0))).toBe(true);

    expect((await get('/avatars/not-an-id/abc.png')).statusCode).toBe(404);
  });
});
