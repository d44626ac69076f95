import type { EntityManager } from 'typeorm';
import { recordTimeline } from './payment-timeline.js';

describe('recordTimeline', () => {
  /** The details recordTimeline hands to the database. */
  const inserted = async (details: Record<string, unknown>) => {
    const rows: { details: unknown }[] = [];
    const manager = {
      insert: async (_entity: unknown, row: { details: unknown }) => rows.push(row),
    };
    await recordTimeline(manager as unknown as EntityManager, 7, 'callback_rejected', details);
    return rows[0]?.details;
  };

  it('keeps a lone surrogate, which jsonb refuses, as U+FFFD in keys and values', async () => {
    expect(await inserted({ raw: { CardId: '\udfff\ud800', ['k\ud800']: ['a\udc00'] } })).toEqual({
      raw: { CardId: '\ufffd\ufffd', ['k\ufffd']: ['a\ufffd'] },
    });
  });

  it('stores everything else as JSON does', async () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(await inserted({ emoji: '😀', at, amount: 4900, none: null, gone: undefined })).toEqual({
      emoji: '😀',
      at: '2026-11-21T10:00:00.000Z',
      amount: 4900,
      none: null,
    });
  });
});
