import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';

/** A diploma or certificate of the author, shown on /certificates. */
@Entity({ name: 'certificates' })
@Index('IDX_certificates_sort', ['sort'])
export class Certificate extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_certificates' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ name: 'issued_at', type: 'date', nullable: true })
  issuedAt: string | null;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
