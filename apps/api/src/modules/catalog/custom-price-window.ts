import { Column, CreateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../infrastructure/database/columns.js';

/** Columns every time-boxed price shares; the one whose [start, end] holds now replaces the list price. */
export abstract class CustomPriceWindow {
  @Column({ type: 'timestamptz' })
  start: Date;

  @Column({ type: 'timestamptz' })
  end: Date;

  @MoneyColumn()
  price: number;

  @MoneyColumn({ name: 'price_azn' })
  priceAzn: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
