import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Payment } from './payment.entity.js';

/**
 * A provider's verified event, stored before the provider gets its answer: the durable hand-over
 * between the HTTP callback and the queue job that settles it. Status checks (reconciliation, the
 * learner's «Я оплатил») are stored the same way, so one path settles everything.
 */
@Entity({ name: 'payment_callbacks' })
@Index('UQ_payment_callbacks_provider_event_key', ['provider', 'eventKey'], { unique: true })
@Index('IDX_payment_callbacks_unprocessed', ['receivedAt'], { where: '"processed_at" IS NULL' })
@Index('IDX_payment_callbacks_payment_id', ['paymentId'])
export class PaymentCallback {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_payment_callbacks' })
  id: number;

  @Column({ type: 'varchar', length: 16 })
  provider: string;

  /** Unique per provider event (see each adapter); a repeat of the same event is not stored twice. */
  @Column({ name: 'event_key', type: 'varchar', length: 160 })
  eventKey: string;

  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'FK_payment_callbacks_payment_id' })
  payment?: Relation<Payment>;

  /** paid, failed, cancelled, refunded, pending: the provider's word mapped onto ours. */
  @Column({ type: 'varchar', length: 16 })
  outcome: string;

  @Column({ name: 'provider_status', type: 'varchar', length: 64 })
  providerStatus: string;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64, nullable: true })
  providerPaymentId: string | null;

  /** callback, status_check */
  @Column({ type: 'varchar', length: 16, default: 'callback' })
  source: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /** What settling did: applied, ignored (and why). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  result: string | null;
}
