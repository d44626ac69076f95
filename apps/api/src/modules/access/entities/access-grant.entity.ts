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

export enum AccessSource {
  /** A confirmed payment (or a free "purchase"). */
  PAYMENT = 'payment',
  /** An admin granted it by hand. */
  ADMIN = 'admin',
}

/**
 * A learner's access to one webinar or one kit for a period. A kit purchase writes a grant for the kit
 * and one for each of its webinars (with `kit_id` set on those), so access never depends on later
 * edits of the kit. One row per user and item: renewals move `expires_at`.
 */
@Entity({ name: 'access_grants' })
@Index('UQ_access_grants_user_webinar', ['userId', 'webinarId'], {
  unique: true,
  where: '"webinar_id" IS NOT NULL',
})
@Index('UQ_access_grants_user_kit', ['userId', 'kitId'], {
  unique: true,
  where: '"webinar_id" IS NULL',
})
@Index('IDX_access_grants_webinar_id', ['webinarId'])
@Index('IDX_access_grants_kit_id', ['kitId'])
@Check('CHK_access_grants_target', '"webinar_id" IS NOT NULL OR "kit_id" IS NOT NULL')
export class AccessGrant {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_access_grants' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_access_grants_user_id' })
  user: Relation<User>;

  /** Set for a webinar grant; null for the kit's own grant. */
  @Column({ name: 'webinar_id', type: 'int', nullable: true })
  webinarId: number | null;

  // Named, not imported: access sits below the catalog modules. Read the course through webinarId.
  @ManyToOne('Webinar', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webinar_id', foreignKeyConstraintName: 'FK_access_grants_webinar_id' })
  webinar?: unknown;

  /** The kit granted, or the kit through which a webinar was granted. */
  @Column({ name: 'kit_id', type: 'int', nullable: true })
  kitId: number | null;

  // Named, not imported, like the course above.
  @ManyToOne('Kit', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'kit_id', foreignKeyConstraintName: 'FK_access_grants_kit_id' })
  kit?: unknown;

  @Column({ type: 'enum', enum: AccessSource, enumName: 'access_source' })
  source: AccessSource;

  /** The payment that granted it (payments arrive in a later module; kept as a plain id until then). */
  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  /** The admin who granted or last changed it by hand. */
  @Column({ name: 'granted_by', type: 'int', nullable: true })
  grantedBy: number | null;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
