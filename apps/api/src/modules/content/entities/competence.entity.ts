import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';

/** A field the author works in ('Мои компетенции'). */
@Entity({ name: 'competencies' })
@Index('IDX_competencies_sort', ['sort'])
export class Competence extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_competencies' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ name: 'short_description', type: 'varchar', length: 500, default: '' })
  shortDescription: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  description: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
