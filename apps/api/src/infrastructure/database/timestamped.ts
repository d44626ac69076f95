import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** created_at / updated_at, for the tables that keep both. */
export abstract class Timestamped {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
