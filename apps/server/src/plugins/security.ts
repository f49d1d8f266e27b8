import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
/**
 * Helmet with a CSP that allows only our origin plus Stripe, PayPal and the
 * Discord CDN. Inline styles stay allowed because the UI
 * primitives position popovers with style attributes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[],
  discordCdnBaseUrl: string,
  /** Standalone demo emulators on another origin: the browser visits their pages too. */
  emulatorsOrigin?: string,
): Promise<void> {
  const emulators = emulatorsOrigin ? [emulatorsOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...PAYPAL, ...emulators],
        scriptSrc: ["'self'", ...inlineScriptHashes, ...STRIPE, ...PAYPAL, ...emulators],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          new URL(discordCdnBaseUrl).origin,
          ...STRIPE,
          ...PAYPAL,
          ...emulators,
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...STRIPE, ...PAYPAL, ...emulators],
        frameSrc: ["'self'", ...STRIPE, ...PAYPAL, ...emulators],
        upgradeInsecureRequests: null,
      },
    },
    // The Stripe and PayPal frames need cross-origin embedding of their own resources.
    crossOriginEmbedderPolicy: false,
  });
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP hashes of the inline scripts the built pages carry (the theme boot, which
 * must run before the first paint without a request of its own). Only these
 * exact scripts may run inline; anything injected stays blocked.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', 'app.html']) {
    const file = path.join(distDir, page);
    if (!existsSync(file)) continue;
    for (const [, body] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes];
}
