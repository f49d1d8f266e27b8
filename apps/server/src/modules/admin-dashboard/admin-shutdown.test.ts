import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { bearer, signedIn } from './test-support.ts';

describe('shutting down', () => {
  it('ends open streams so the server can close', async () => {
    const own = await createTestApp({ listen: true });
    const admin = await signedIn(own, 'closing', 'admin');
    const response = await fetch(`${own.url}/api/admin/events`, { headers: bearer(admin) });
    expect(response.status).toBe(200);
    const body = response.body?.getReader();
    await body?.read();
    await own.close();
    // The stream ends instead of holding close() open.
    let chunk = await body?.read();
    while (chunk && !chunk.done) chunk = await body?.read();
    expect(chunk?.done).toBe(true);
  });
});
