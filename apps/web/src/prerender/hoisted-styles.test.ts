import { describe, expect, it } from 'vitest';
import { hoistedStyles } from './hoisted-styles';

describe('hoistedStyles', () => {
  it('gathers the element styles into one element listing every id, in their order', () => {
    const { styles, markup } = hoistedStyles(
      '<style data-emotion="css a1">.css-a1{color:red;}</style><div class="css-a1">' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0;}.css-c3{padding:0;}</style>' +
        '<p class="css-b2 css-c3">Текст</p></div>',
    );
    expect(markup).toBe('<div class="css-a1"><p class="css-b2 css-c3">Текст</p></div>');
    expect(styles).toBe(
      '<style data-emotion="css a1 b2 c3">.css-a1{color:red;}.css-b2{margin:0;}.css-c3{padding:0;}</style>',
    );
  });

  it('keeps each global style an element of its own, under its exact name', () => {
    const { styles, markup } = hoistedStyles(
      '<style data-emotion="css-global x9">@layer reset,base;</style>' +
        '<style data-emotion="css-global 0"></style><style data-emotion="css a1">.css-a1{}</style><b></b>',
    );
    expect(markup).toBe('<b></b>');
    expect(styles).toBe(
      '<style data-emotion="css-global x9">@layer reset,base;</style>' +
        '<style data-emotion="css-global 0"></style><style data-emotion="css a1">.css-a1{}</style>',
    );
  });

  it('leaves markup without emotion styles as it is', () => {
    expect(hoistedStyles('<style>#x{}</style><h1>Курс</h1>')).toEqual({
      styles: '',
      markup: '<style>#x{}</style><h1>Курс</h1>',
    });
  });
});
