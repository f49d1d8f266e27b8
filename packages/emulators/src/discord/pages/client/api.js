/** The sandbox's calls to the emulator's control API (same origin, JSON both ways). */

export function controlApi(base) {
  async function request(method, path, body) {
    const response = await fetch(`${base}/control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const data = text === '' ? null : JSON.parse(text);
    if (!response.ok) {
      const message = data?.error?.message ?? `The emulator answered HTTP ${response.status}`;
      throw new Error(message);
    }
    return data;
  }
  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
}
