import { catalogWhere, toPriceWindows } from './catalog-sql.js';

describe('catalogWhere', () => {
  it.each([
    ['everything, for admins', { activeOnly: false }, {}, { sql: '', parameters: [] }],
    ['active items', { activeOnly: true }, {}, { sql: 'WHERE w.is_active', parameters: [] }],
    [
      'some items',
      { ids: [3, 5], activeOnly: true },
      {},
      { sql: 'WHERE w.is_active AND w.id = ANY($1::int[])', parameters: [[3, 5]] },
    ],
    [
      'a column equal to a value, when one is given',
      { ids: [3], activeOnly: false },
      { mark_id: 1, sort: undefined },
      { sql: 'WHERE w.id = ANY($1::int[]) AND w.mark_id = $2', parameters: [[3], 1] },
    ],
  ])('%s', (_, filter, equal, expected) => {
    expect(catalogWhere('w', filter, equal)).toEqual(expected);
  });

  it('answers null for an empty list of ids: nothing can match', () => {
    expect(catalogWhere('w', { ids: [], activeOnly: false })).toBeNull();
  });
});

describe('toPriceWindows', () => {
  it('reads the JSON of a window whatever time zone PostgreSQL wrote it in', () => {
    expect(
      toPriceWindows([
        {
          id: 7,
          start: '2026-11-20T03:00:00+03:00',
          end: '2026-11-30T23:59:59.5+00:00',
          price: 2900,
          price_azn: 58.8,
          created_at: '2026-11-01T10:00:00.123456+00:00',
        },
      ]),
    ).toEqual([
      {
        id: 7,
        start: new Date('2026-11-20T00:00:00.000Z'),
        end: new Date('2026-11-30T23:59:59.500Z'),
        price: 2900,
        priceAzn: 58.8,
        createdAt: new Date('2026-11-01T10:00:00.123Z'),
      },
    ]);
  });
});
