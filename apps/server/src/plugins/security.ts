import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const STRIPE = ['https://js.stripe.com', 'https://*.stripe.com'];
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const DISCORD_CDN = 'https://cdn.discordapp.com';

/**
 * Helmet with a CSP that allows only our origin plus Stripe, PayPal and the
 * Discord CDN (DESIGN section 6). Inline styles stay allowed because the UI
 * primitives position popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...PAYPAL],
        scriptSrc: ["'self'", ...STRIPE, ...PAYPAL],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', DISCORD_CDN, ...STRIPE, ...PAYPAL],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...STRIPE, ...PAYPAL],
        frameSrc: ["'self'", ...STRIPE, ...PAYPAL],
        upgradeInsecureRequests: null,
      },
    },
    // The Stripe and PayPal frames need cross-origin embedding of their own resources.
    crossOriginEmbedderPolicy: false,
  });
}
