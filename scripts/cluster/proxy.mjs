// The cluster's reverse proxy: round-robin over the app instances, on loopback only.
// Request bodies are read whole first (so a refused connection can go to the next
// instance); answers stream through unbuffered, event streams (SSE) included.
// Every request carries X-Forwarded-For/-Proto/-Host and an X-Request-Id (the
// client's, or `px-<n>`), which the app logs as its reqId.
import http from 'node:http';

const port = Number(process.env.PROXY_PORT);
const upstreams = (process.env.PROXY_UPSTREAMS ?? '').split(',').filter(Boolean);
const logRequests = process.env.PROXY_LOG !== 'off';
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);
if (!port || upstreams.length === 0) {
  console.error('proxy: PROXY_PORT and PROXY_UPSTREAMS (host:port,...) are required');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let turn = 0;
let requests = 0;

function withoutHopByHop(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function log(entry) {
  if (logRequests) console.info(JSON.stringify({ time: Date.now(), ...entry }));
}

/**
 * Sends to one instance. A refused connection (nothing was sent) moves on to the
 * next one; so does a reset one for GET and HEAD only, as the instance may have
 * acted on anything else before it went away.
 */
function forward(request, response, body, headers, attempt, started) {
  const upstream = upstreams[turn++ % upstreams.length];
  const [hostname, upstreamPort] = upstream.split(':');
  const outgoing = http.request(
    {
      hostname,
      port: Number(upstreamPort),
      method: request.method,
      path: request.url,
      headers: { ...headers, 'content-length': String(body.length) },
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      response.flushHeaders();
      answer.pipe(response);
      answer.on('end', () =>
        log({
          reqId: headers['x-request-id'],
          upstream,
          method: request.method,
          path: request.url?.split('?')[0],
          status: answer.statusCode,
          ms: Date.now() - started,
        }),
      );
    },
  );
  // The client went away (an event stream closed): the instance should see it too.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy();
  });
  outgoing.on('error', (error) => {
    const safe = request.method === 'GET' || request.method === 'HEAD';
    const retry = error.code === 'ECONNREFUSED' || (error.code === 'ECONNRESET' && safe);
    if (retry && !response.headersSent && attempt + 1 < upstreams.length) {
      log({ reqId: headers['x-request-id'], upstream, skipped: error.code });
      forward(request, response, body, headers, attempt + 1, started);
      return;
    }
    if (!response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${upstream} ${error.code ?? error.message}`);
    } else {
      response.destroy();
    }
    log({ reqId: headers['x-request-id'], upstream, error: error.code ?? error.message });
  });
  outgoing.end(body);
}

const server = http.createServer(async (request, response) => {
  const started = Date.now();
  let body;
  try {
    body = await readBody(request);
  } catch {
    response.writeHead(413).end();
    return;
  }
  requests += 1;
  const client = request.socket.remoteAddress ?? '127.0.0.1';
  const forwardedFor = request.headers['x-forwarded-for'];
  const headers = {
    ...withoutHopByHop(request.headers),
    'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': request.headers.host ?? '',
    'x-request-id': request.headers['x-request-id'] ?? `px-${requests}`,
  };
  forward(request, response, body, headers, 0, started);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// Event streams stay open for as long as the admin page does.
server.requestTimeout = 0;
server.timeout = 0;

server.listen(port, '127.0.0.1', () => {
  console.info(JSON.stringify({ msg: 'proxy listening', port, upstreams }));
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
