import { Column, type ColumnOptions } from 'typeorm';

/** PostgreSQL's driver returns numerics as strings; money is handled as JS numbers. */
export function fromNumeric(value: string): number;
export function fromNumeric(value: string | null): number | null;
export function fromNumeric(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** numeric(12,2) read back as a JS number. */
export const MoneyColumn = (options: ColumnOptions = {}) =>
  Column({
    type: 'numeric',
    precision: 12,
    scale: 2,
    default: 0,
    transformer: {
      to: (value: number | null | undefined) => value,
      from: fromNumeric,
    },
    ...options,
  });
