import { validateSync } from 'class-validator';
import { hasAtMostKopecks, IsMoney } from './decorators.js';

class Priced {
  @IsMoney()
  price: unknown;
}

const errorsFor = (price: unknown) =>
  validateSync(Object.assign(new Priced(), { price })).flatMap((error) =>
    Object.values(error.constraints ?? {}),
  );

describe('money', () => {
  it.each([0, 1, 4900, 0.29, 12.5, 99.99, 10_000_000])('accepts %p', (price) => {
    expect(hasAtMostKopecks(price)).toBe(true);
    expect(errorsFor(price)).toEqual([]);
  });

  it.each([1e-7, 5e-324, 6e-323, 0.001, 1.999, NaN, Infinity, -Infinity, '10', null, {}])(
    'refuses %p without throwing',
    (price) => {
      expect(hasAtMostKopecks(price)).toBe(false);
      expect(errorsFor(price)).toContain(
        'Цена должна быть числом, не более двух знаков после запятой',
      );
    },
  );

  it('refuses negative and huge prices with their own messages', () => {
    expect(errorsFor(-1)).toContain('Цена не может быть отрицательной');
    expect(errorsFor(1e21)).toContain('Цена не должна превышать 10 000 000');
  });
});
