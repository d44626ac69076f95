import type { FastifyReply } from 'fastify';
import { addVary } from './vary.js';

/** A reply holding only its Vary header. */
const replyWithVary = (vary?: string | string[]) => {
  const headers: Record<string, unknown> = vary === undefined ? {} : { vary };
  const reply = {
    getHeader: (name: string) => headers[name],
    header: (name: string, value: unknown) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, vary: () => headers.vary };
};

describe('addVary', () => {
  it.each([
    ['no Vary yet', undefined, 'Authorization'],
    ['an empty Vary', '', 'Authorization'],
    ["another hook's name", 'Origin', 'Origin, Authorization'],
    ['several names', 'Origin, Accept-Encoding', 'Origin, Accept-Encoding, Authorization'],
    ['names as an array', ['Origin', 'Accept-Encoding'], 'Origin, Accept-Encoding, Authorization'],
    ['the name in another case', 'origin, authorization', 'origin, authorization'],
    ['the name with spaces around it', 'Origin ,  Authorization ', 'Origin ,  Authorization '],
    ['a star, which already varies on everything', '*', '*'],
  ])('with %s', (_, before, after) => {
    const { reply, vary } = replyWithVary(before);
    addVary(reply, 'Authorization');
    expect(vary()).toBe(after);
  });
});
