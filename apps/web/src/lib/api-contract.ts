import type { z } from 'zod/mini';

/** True when A and B hold exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Nothing when the two types are the same; otherwise a type no value has, naming both. */
type MustBeSame<Actual, Expected> =
  Same<Actual, Expected> extends true
    ? unknown
    : { 'differs from the API type': { actual: Actual; expected: Expected } };

/**
 * Ties a hand-written response schema to its type generated from openapi.yaml: the schema must
 * parse to exactly T, so a field added, removed or retyped in the API fails the typecheck here.
 */
export function matchesApi<T>() {
  return <S extends z.core.$ZodType>(schema: S & MustBeSame<z.output<S>, T>): S => schema;
}

/**
 * Ties a map of named constants to a string union generated from openapi.yaml: every member is
 * named and nothing else is, so a new or renamed value in the API fails the typecheck here.
 */
export function namesOf<Union extends string>() {
  return <const Names extends Record<string, Union>>(
    names: Names & MustBeSame<Names[keyof Names], Union>,
  ): Names => names;
}

/**
 * Ties a list of values to a string union generated from openapi.yaml: every member is listed and
 * nothing else is, so a new or renamed value in the API fails the typecheck here.
 */
export function valuesOf<Union extends string>() {
  return <const Values extends readonly [Union, ...Union[]]>(
    values: Values & MustBeSame<Values[number], Union>,
  ): Values => values;
}
