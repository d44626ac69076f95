import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's request for a consultation, from /consultation-appointment. */
@Entity({ name: 'consultation_requests' })
@Index('IDX_consultation_requests_created_at', ['createdAt'])
export class ConsultationRequest {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_consultation_requests' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** A phone number or an e-mail, as the visitor typed it. */
  @Column({ type: 'varchar', length: 255 })
  contact: string;

  @Column({ name: 'preferred_time', type: 'varchar', length: 255, nullable: true })
  preferredTime: string | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** When the visitor agreed to the processing of personal data. */
  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  /** When an admin marked it handled; null while it waits. */
  @Column({ name: 'done_at', type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
