// Preloaded (`node --import`) into the cluster's workers: one JSON line per
// outgoing HTTP answer (undici, which @discordjs/rest, Stripe's fetch and
// PayPal use) and per TCP connection opened (SMTP), appended to
// CLUSTER_TRACE_FILE. The workers log nothing per job, so this is how a run
// tells which worker called Discord for which server, and what it was answered.
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';

const file = process.env.CLUSTER_TRACE_FILE;

function write(entry) {
  try {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), ...entry })}\n`);
  } catch {
    // Tracing must never break the process it watches.
  }
}

/** undici hands headers as [name, value, name, value, ...] buffers. */
function header(raw, wanted) {
  for (let index = 0; index + 1 < raw.length; index += 2) {
    if (String(raw[index]).toLowerCase() === wanted) return String(raw[index + 1]);
  }
  return undefined;
}

if (file) {
  subscribe('undici:request:headers', ({ request, response }) => {
    const status = response.statusCode;
    write({
      kind: 'http',
      origin: String(request.origin),
      method: request.method,
      path: String(request.path).split('?')[0],
      status,
      ...(status === 429
        ? {
            global: header(response.headers, 'x-ratelimit-global') === 'true',
            scope: header(response.headers, 'x-ratelimit-scope'),
          }
        : {}),
    });
  });
  subscribe('net.client.socket', ({ socket }) => {
    socket.once('connect', () => write({ kind: 'connect', port: socket.remotePort }));
  });
}
