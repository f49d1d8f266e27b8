import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';
import { serializeError, serializeRequest } from './log-redaction.ts';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-signature-ed25519"]',
];

/**
 * The one logger of a process: the HTTP server, the job queue and start-up
 * all write through it. JSON for log collectors; readable lines for a person
 * at a terminal (`LOG_FORMAT`). Secrets in headers and query strings never
 * reach either.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
  };
  if (stream) return pino(options, stream);
  if (config.logFormat === 'pretty') {
    return pino(
      options,
      pretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }),
    );
  }
  return pino(options);
}
