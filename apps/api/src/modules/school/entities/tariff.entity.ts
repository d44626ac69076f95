import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { MoneyColumn } from '../../../infrastructure/database/columns.js';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';
import { School } from './school.entity.js';

/** What a learner buys (product type `lesson`) or an admin binds: access to a school for a period. */
@Entity({ name: 'school_tariffs' })
@Index('IDX_school_tariffs_school_id', ['schoolId'])
@Check('CHK_school_tariffs_period_days', '"period_days" BETWEEN 1 AND 3660')
export class Tariff extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_tariffs' })
  id: number;

  @Column({ name: 'school_id', type: 'int' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'FK_school_tariffs_school_id' })
  school?: Relation<School>;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ name: 'period_days', type: 'int' })
  periodDays: number;

  @MoneyColumn()
  price: number;

  @MoneyColumn({ name: 'price_azn' })
  priceAzn: number;

  /** Inactive tariffs cannot be bought or bound; access already given stays. */
  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;
}
