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
import { Exercise } from './exercise.entity.js';

/** One step of an exercise: a video and/or a text, in the exercise's order. */
@Entity({ name: 'school_lessons' })
@Index('IDX_school_lessons_exercise_id_sort', ['exerciseId', 'sort'])
export class Lesson extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_lessons' })
  id: number;

  @Column({ name: 'exercise_id', type: 'int' })
  exerciseId: number;

  @ManyToOne(() => Exercise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exercise_id', foreignKeyConstraintName: 'FK_school_lessons_exercise_id' })
  exercise?: Relation<Exercise>;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ name: 'video_url', type: 'varchar', length: 500, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'text', default: '' })
  text: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
