import { SHOP_TIME_ZONE } from '../../../common/clock/shop-time-zone.js';
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
import { User } from '../../users/entities/user.entity.js';

export enum PaymentStatus {
  PENDING = 'pending',
  PAID = 'paid',
  FAILED = 'failed',
  CANCELLED = 'cancelled',
  REFUNDED = 'refunded',
}

/** decisions.md §4: 1 purchase, 2 gift. */
export enum PaymentType {
  PURCHASE = 1,
  GIFT = 2,
}

export enum ProductType {
  WEBINAR = 'webinar',
  KIT = 'kit',
  LESSON = 'lesson',
}

/**
 * One checkout attempt; its id is the order number every provider gets (InvId, order_id, OrderId),
 * so a learner who retries gets a new record. The amount is fixed by the server when it is created.
 */
@Entity({ name: 'payments' })
@Index('IDX_payments_user_id_created_at', ['userId', 'createdAt'])
@Index('IDX_payments_status_created_at', ['status', 'createdAt'])
// Statistics read paid payments by the day they were paid, from this index alone (index-only scan,
// already ordered for the day/provider/currency grouping).
@Index(
  'IDX_payments_paid_on',
  ['paidOn', 'provider', 'currency', 'amountMinor', 'productType', 'productId', 'isRenewal'],
  { where: `"status" = 'paid'` },
)
@Index('IDX_payments_pending_gifts', ['giftEmail'], {
  where: `"status" = 'paid' AND "type" = 2 AND "recipient_id" IS NULL`,
})
@Check('CHK_payments_amount_minor', '"amount_minor" >= 0')
@Check('CHK_payments_type', '"type" IN (1, 2)')
@Check('CHK_payments_gift_email', '("type" = 2) = ("gift_email" IS NOT NULL)')
export class Payment {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_payments' })
  id: number;

  /** The buyer. */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_payments_user_id' })
  user?: Relation<User>;

  @Column({ type: 'smallint' })
  type: PaymentType;

  @Column({
    name: 'product_type',
    type: 'enum',
    enum: ProductType,
    enumName: 'payment_product_type',
  })
  productType: ProductType;

  @Column({ name: 'product_id', type: 'int' })
  productId: number;

  /** The product's title when bought, so the record reads the same after a rename or deletion. */
  @Column({ name: 'product_title', type: 'varchar', length: 255 })
  productTitle: string;

  /** A renewal of expired access, charged at the renewal price. */
  @Column({ name: 'is_renewal', type: 'boolean', default: false })
  isRenewal: boolean;

  /** robokassa, epoint, tinkoff; null for a free item. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  provider: string | null;

  @Column({ type: 'char', length: 3 })
  currency: string;

  /** Kopecks or qəpik. */
  @Column({ name: 'amount_minor', type: 'int' })
  amountMinor: number;

  @Column({
    type: 'enum',
    enum: PaymentStatus,
    enumName: 'payment_status',
    default: PaymentStatus.PENDING,
  })
  status: PaymentStatus;

  @Column({ type: 'varchar', length: 255 })
  description: string;

  /** A gift's recipient as the buyer typed it (lower-cased). */
  @Column({ name: 'gift_email', type: 'varchar', length: 255, nullable: true })
  giftEmail: string | null;

  /** Who got the access: the buyer, or a gift's recipient once that account exists. */
  @Column({ name: 'recipient_id', type: 'int', nullable: true })
  recipientId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'recipient_id', foreignKeyConstraintName: 'FK_payments_recipient_id' })
  recipient?: Relation<User> | null;

  /** The provider's own id (Tinkoff PaymentId, Epoint transaction) once known. */
  @Column({ name: 'provider_payment_id', type: 'varchar', length: 64, nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /**
   * The calendar day of paid_at in the shop's time zone, kept by PostgreSQL: statistics group
   * thousands of payments by day, and converting each instant on every read cost more than the rest.
   */
  @Column({
    name: 'paid_on',
    type: 'date',
    nullable: true,
    generatedType: 'STORED',
    asExpression: `("paid_at" AT TIME ZONE '${SHOP_TIME_ZONE}')::date`,
    insert: false,
    update: false,
  })
  paidOn: string | null;

  /** When the access was granted (to the buyer, or to a gift's recipient on registration). */
  @Column({ name: 'granted_at', type: 'timestamptz', nullable: true })
  grantedAt: Date | null;

  /** When the paid letters were queued; null on a paid record means they are still owed. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ name: 'refunded_by', type: 'int', nullable: true })
  refundedBy: number | null;

  @Column({ name: 'refund_reason', type: 'text', nullable: true })
  refundReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
