import { describe, expect, it } from 'vitest';
import { selectApp } from './select-app';

describe('selectApp', () => {
  it.each([
    ['example.ru', 'main'],
    ['www.example.ru', 'main'],
    ['localhost', 'main'],
    ['127.0.0.1', 'main'],
    ['promo.example.ru', 'promo'],
    ['school.example.ru', 'school'],
    ['school.localhost', 'school'],
    ['shop.example.ru', null],
  ])('%s → %s', (host, expected) => {
    expect(selectApp(host)).toBe(expected);
  });
});
