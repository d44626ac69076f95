import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AccessGrant } from '../../access/entities/access-grant.entity.js';
import { Payment } from './payment.entity.js';

/**
 * What a payment did to one access grant, so a refund can take back exactly that: the expiry before
 * (null: no grant existed) and after.
 */
@Entity({ name: 'payment_grants' })
@Index('IDX_payment_grants_payment_id', ['paymentId'])
export class PaymentGrant {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_payment_grants' })
  id: number;

  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'FK_payment_grants_payment_id' })
  payment?: Relation<Payment>;

  @Column({ name: 'access_grant_id', type: 'int' })
  accessGrantId: number;

  @ManyToOne(() => AccessGrant, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'access_grant_id',
    foreignKeyConstraintName: 'FK_payment_grants_access_grant_id',
  })
  accessGrant?: Relation<AccessGrant>;

  @Column({ name: 'previous_expires_at', type: 'timestamptz', nullable: true })
  previousExpiresAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'granted_at', type: 'timestamptz' })
  grantedAt: Date;
}
