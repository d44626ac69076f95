import { Column, type ColumnOptions } from 'typeorm';

/** numeric(12,2) read back as a JS number: PostgreSQL's driver returns numerics as strings. */
export const MoneyColumn = (options: ColumnOptions = {}) =>
  Column({
    type: 'numeric',
    precision: 12,
    scale: 2,
    default: 0,
    transformer: {
      to: (value: number | null | undefined) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
    ...options,
  });
