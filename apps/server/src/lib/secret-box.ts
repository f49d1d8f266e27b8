import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets we must keep but never show (Discord OAuth tokens,
 * TOTP secrets, license keys, links waiting in the job queue). The stored form
 * is `v1.<iv>.<tag>.<ciphertext>` in base64url.
 *
 * During a rotation of ENCRYPTION_KEY (ADR 0016) the box also holds the key
 * being retired: it seals with the current key only and opens with whichever
 * key fits. The format carries no key id (rows written before rotation have
 * none), so opening tries the current key first; GCM's tag makes a wrong key
 * fail instead of yielding garbage.
 */
export class SecretBox {
  constructor(
    private readonly key: Buffer,
    private readonly previousKey: Buffer | null = null,
  ) {
    if (key.length !== 32 || (previousKey !== null && previousKey.length !== 32)) {
      throw new Error('SecretBox needs 32-byte keys');
    }
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    return this.openWithAnyKey(sealed).plaintext;
  }

  /**
   * The value sealed again under the current key, or null when it already is
   * (so a re-seal run can skip it). Throws when no key opens it.
   */
  reseal(sealed: string): string | null {
    const { plaintext, underCurrentKey } = this.openWithAnyKey(sealed);
    return underCurrentKey ? null : this.seal(plaintext);
  }

  private openWithAnyKey(sealed: string): { plaintext: string; underCurrentKey: boolean } {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('Unrecognised sealed value');
    }
    for (const key of this.previousKey ? [this.key, this.previousKey] : [this.key]) {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        const plaintext = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
        return { plaintext, underCurrentKey: key === this.key };
      } catch {
        // Authentication failed: sealed under another key (or altered); the next key decides.
      }
    }
    throw new Error('Sealed value opens with no configured key');
  }
}
