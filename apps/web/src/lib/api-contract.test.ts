import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matchesApi, namesOf, valuesOf } from './api-contract';

interface ApiTag {
  id: number;
  title: string | null;
}

// The failing calls below are the test: `tsc` fails when a @ts-expect-error line stops failing.
describe('matchesApi', () => {
  it('passes the schema through when it parses to exactly the API type', () => {
    const schema = z.object({ id: z.number(), title: z.string().nullable() });
    expect(matchesApi<ApiTag>()(schema)).toBe(schema);
  });

  it('refuses at compile time a schema that misses, adds, loosens or retypes a field', () => {
    // @ts-expect-error a field of the API type is missing
    matchesApi<ApiTag>()(z.object({ id: z.number() }));
    // @ts-expect-error a field the API type does not have
    matchesApi<ApiTag>()(z.object({ id: z.number(), title: z.string().nullable(), x: z.number() }));
    // @ts-expect-error a required field made optional
    matchesApi<ApiTag>()(z.object({ id: z.number(), title: z.string().nullable().optional() }));
    // @ts-expect-error a nullable field made non-null
    matchesApi<ApiTag>()(z.object({ id: z.number(), title: z.string() }));
    // @ts-expect-error a field of another type
    matchesApi<ApiTag>()(z.object({ id: z.string(), title: z.string().nullable() }));
  });
});

describe('namesOf', () => {
  it('passes the names through when they name every member of the API union', () => {
    const names = namesOf<'ADMIN' | 'USER'>()({ admin: 'ADMIN', user: 'USER' });
    expect(names).toEqual({ admin: 'ADMIN', user: 'USER' });
  });

  it('refuses at compile time a member left out or one the API does not have', () => {
    // @ts-expect-error USER is not named
    namesOf<'ADMIN' | 'USER'>()({ admin: 'ADMIN' });
    // @ts-expect-error GUEST is not a member
    namesOf<'ADMIN' | 'USER'>()({ admin: 'ADMIN', user: 'USER', guest: 'GUEST' });
  });
});

describe('valuesOf', () => {
  it('passes the list through when it holds every member of the API union', () => {
    expect(valuesOf<'ADMIN' | 'USER'>()(['ADMIN', 'USER'])).toEqual(['ADMIN', 'USER']);
  });

  it('refuses at compile time a member left out or one the API does not have', () => {
    // @ts-expect-error USER is not listed
    valuesOf<'ADMIN' | 'USER'>()(['ADMIN']);
    // @ts-expect-error GUEST is not a member
    valuesOf<'ADMIN' | 'USER'>()(['ADMIN', 'USER', 'GUEST']);
  });
});
