import { STYLES } from '@guildsmith/catalog';
import { countChannels, STYLE_RULES, type Style } from '@guildsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { styleRange } from './style-index.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const staffRoles = (style: Style) => style.roles.filter((role) => role.staff).length;

describe('GET /api/styles/range', () => {
  it('answers the smallest and largest build of the real catalogue', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/styles/range' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const channels = STYLES.map(countChannels);
    expect(body).toEqual({
      channels: { min: Math.min(...channels), max: Math.max(...channels) },
      staffRoles: {
        min: Math.min(...STYLES.map(staffRoles)),
        max: Math.max(...STYLES.map(staffRoles)),
      },
    });
    // The catalogue's rules bound what the page may claim.
    expect(body.channels.min).toBeGreaterThanOrEqual(STYLE_RULES.minChannels);
    expect(body.staffRoles.min).toBeGreaterThanOrEqual(STYLE_RULES.minStaffRoles);
    expect(body.staffRoles.max).toBeLessThanOrEqual(STYLE_RULES.maxStaffRoles);
    expect(response.headers.etag).toBeTruthy();
  });

  it('is not mistaken for a style id', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/styles/range' });
    expect(response.json()).not.toHaveProperty('categories');
  });
});

describe('styleRange', () => {
  it('spans the styles it is given', () => {
    const [first, second] = STYLES;
    if (!first || !second) throw new Error('catalogue has fewer than two styles');
    const range = styleRange([first, second]);
    expect(range.channels).toEqual({
      min: Math.min(countChannels(first), countChannels(second)),
      max: Math.max(countChannels(first), countChannels(second)),
    });
  });
});
