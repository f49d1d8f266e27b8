import { describe, expect, it } from 'vitest';
import { saveSignInIntent, takeSignInIntent } from './sign-in-intent.ts';

describe('sign-in intent', () => {
  it('sends a sign-in with a hostile destination home', () => {
    saveSignInIntent({ remember: false, returnTo: '/\\evil.example' });
    expect(takeSignInIntent()).toEqual({ remember: false, returnTo: '/' });
    saveSignInIntent({ remember: true, returnTo: '/checkout?plan=lifetime' });
    expect(takeSignInIntent()).toEqual({ remember: true, returnTo: '/checkout?plan=lifetime' });
  });
});
