import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';
import { School } from './school.entity.js';

/** A school exercise (spec §3): videos and texts in lessons, questions to answer, reviewed attempts. */
@Entity({ name: 'school_exercises' })
@Index('IDX_school_exercises_school_id_sort', ['schoolId', 'sort'])
export class Exercise extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_exercises' })
  id: number;

  @Column({ name: 'school_id', type: 'int' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'FK_school_exercises_school_id' })
  school?: Relation<School>;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  url: string | null;

  @Column({ name: 'video_urls', type: 'jsonb', nullable: true })
  videoUrls: string[] | null;

  /** Free-form settings shown with the exercise (spec §3 "properties"). */
  @Column({ type: 'jsonb', default: {} })
  properties: Record<string, unknown>;

  /** Before this moment learners see the title and the date only; null: open at once. */
  @Column({ name: 'activate_at', type: 'timestamptz', nullable: true })
  activateAt: Date | null;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
