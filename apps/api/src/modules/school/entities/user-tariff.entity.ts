import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AccessSource } from '../../access/entities/access-grant.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Tariff } from './tariff.entity.js';

/**
 * One period of school access: a row per binding or purchase, so each keeps who or what made it.
 * An extension starts where the learner's current period ends; a refund removes its own row only.
 */
@Entity({ name: 'user_tariffs' })
@Index('IDX_user_tariffs_user_id_expires_at', ['userId', 'expiresAt'])
@Index('IDX_user_tariffs_tariff_id', ['tariffId'])
@Index('UQ_user_tariffs_payment_id', ['paymentId'], {
  unique: true,
  where: '"payment_id" IS NOT NULL',
})
@Check('CHK_user_tariffs_period', '"expires_at" > "starts_at"')
@Check('CHK_user_tariffs_origin', `("source" = 'payment') = ("payment_id" IS NOT NULL)`)
export class UserTariff {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_user_tariffs' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_tariffs_user_id' })
  user?: Relation<User>;

  @Column({ name: 'tariff_id', type: 'int' })
  tariffId: number;

  @ManyToOne(() => Tariff, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'tariff_id', foreignKeyConstraintName: 'FK_user_tariffs_tariff_id' })
  tariff?: Relation<Tariff>;

  @Column({ type: 'enum', enum: AccessSource, enumName: 'access_source' })
  source: AccessSource;

  /** The admin who bound it (source `admin`); null once that account is gone. */
  @Column({ name: 'bound_by', type: 'int', nullable: true })
  boundBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'bound_by', foreignKeyConstraintName: 'FK_user_tariffs_bound_by' })
  binder?: Relation<User>;

  /** The payment that bought it (source `payment`); named, not imported: payments sit above school. */
  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  @ManyToOne('Payment', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'FK_user_tariffs_payment_id' })
  payment?: unknown;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
