import { describe, expect, it } from 'vitest';
import {
  forgetReturnTarget,
  parseReturnTarget,
  peekReturnTarget,
  saveReturnTarget,
  takeReturnTarget,
} from './return-target.ts';

describe('return target', () => {
  it.each([
    '/',
    '/checkout?plan=ultimate',
    '/dashboard#licenses',
    '/styles?category=gaming&page=2',
  ])('accepts the same-site path %s', (path) => {
    expect(parseReturnTarget(path)).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/checkout?plan=ultimate'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break that browsers drop', '/\n/evil.example'],
    ['an absolute URL', 'https://evil.example/checkout'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'checkout?plan=ultimate'],
    ['a leading space', ' /checkout'],
    ['an empty string', ''],
    ['null', null],
    ['a number', 42],
    ['an object', { path: '/checkout' }],
  ])('refuses %s', (_label, value) => {
    expect(parseReturnTarget(value)).toBeNull();
  });

  it('keeps a target until it is consumed, then forgets it', () => {
    saveReturnTarget('/checkout?plan=ultimate');
    expect(peekReturnTarget()).toBe('/checkout?plan=ultimate');
    expect(peekReturnTarget()).toBe('/checkout?plan=ultimate');
    expect(takeReturnTarget()).toBe('/checkout?plan=ultimate');
    expect(takeReturnTarget()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a hostile target when saving and when reading a tampered store', () => {
    saveReturnTarget('//evil.example');
    expect(peekReturnTarget()).toBeNull();
    sessionStorage.setItem('return_target', 'https://evil.example');
    expect(takeReturnTarget()).toBeNull();
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });

  it('can be dropped without being used', () => {
    saveReturnTarget('/checkout?plan=premium');
    forgetReturnTarget();
    expect(peekReturnTarget()).toBeNull();
  });
});
