import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo.ts';

describe('suggestEmail', () => {
  it.each([
    ['ava@gmial.com', 'ava@gmail.com'],
    ['ava@gmail.con', 'ava@gmail.com'],
    ['ava@gmai.com', 'ava@gmail.com'],
    ['ava@hotmial.co', 'ava@hotmail.com'],
    ['Ava.Codes@OUTLOOK.CMO', 'Ava.Codes@outlook.com'],
    ['ava@yaho.com', 'ava@yahoo.com'],
  ])('suggests %s -> %s', (typed, suggested) => {
    expect(suggestEmail(typed)).toBe(suggested);
  });

  it.each(['ava@gmail.com', 'ava@example.com', 'ava@company.io', 'ava@gmx.at', 'not-an-address'])(
    'leaves %s alone',
    (typed) => {
      expect(suggestEmail(typed)).toBeNull();
    },
  );
});
