import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';

/** A school (the psychotypes course is one): tariffs open it, exercises belong to it. */
@Entity({ name: 'schools' })
export class School extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_schools' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
