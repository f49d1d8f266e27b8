import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto';

// The fixed DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The emulated Discord's interaction signing key. Discord signs every
 * interaction it POSTs with Ed25519 over `timestamp + body` and publishes the
 * public key as 64 hex characters in the developer portal; apps verify with it.
 */
export class InteractionSigner {
  /** The public key as the developer portal shows it: 32 raw bytes in hex. */
  readonly publicKey: string;
  private readonly privateKey: KeyObject;

  /** `seedHex`: a 32-byte private seed in hex, for a key that survives restarts; fresh otherwise. */
  constructor(seedHex?: string) {
    if (seedHex === undefined) {
      this.privateKey = generateKeyPairSync('ed25519').privateKey;
    } else {
      if (!/^[0-9a-f]{64}$/i.test(seedHex)) {
        throw new Error(
          'interactionsPrivateKey must be 64 hex characters (a 32-byte Ed25519 seed)',
        );
      }
      this.privateKey = createPrivateKey({
        key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(seedHex, 'hex')]),
        format: 'der',
        type: 'pkcs8',
      });
    }
    const jwk = createPublicKey(this.privateKey).export({ format: 'jwk' });
    this.publicKey = Buffer.from(jwk.x ?? '', 'base64url').toString('hex');
  }

  /** The `X-Signature-Ed25519` value for a body sent with `X-Signature-Timestamp: timestamp`. */
  sign(timestamp: string, body: string): string {
    return sign(null, Buffer.from(timestamp + body), this.privateKey).toString('hex');
  }
}
