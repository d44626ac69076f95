import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Payment } from './payment.entity.js';
import type { TimelineKind } from '../payment-timeline.js';

/** One line of a payment's timeline: created, redirected, callbacks, state changes, grants, letters. */
@Entity({ name: 'payment_events' })
@Index('IDX_payment_events_payment_id_id', ['paymentId', 'id'])
export class PaymentEvent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_payment_events' })
  id: number;

  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'FK_payment_events_payment_id' })
  payment?: Relation<Payment>;

  @Column({ type: 'varchar', length: 32 })
  kind: TimelineKind;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
