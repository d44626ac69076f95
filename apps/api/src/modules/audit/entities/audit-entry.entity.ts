import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what by hand, to what, and why: grants, revokes, price and role changes. */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_entity', ['entityType', 'entityId'])
@Index('IDX_audit_log_created_at', ['createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_audit_log' })
  id: number;

  /** The admin; null for system actions. */
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'int' })
  entityId: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
