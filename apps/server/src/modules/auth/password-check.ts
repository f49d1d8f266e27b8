import { verify } from '@node-rs/argon2';

/**
 * The argon2 password check, held in an object so the throttle tests can count
 * how many attempts reach it (a refused attempt must never cost a hash).
 */
export const passwordCheck = {
  matches: (passwordHash: string, password: string): Promise<boolean> =>
    verify(passwordHash, password),
};
