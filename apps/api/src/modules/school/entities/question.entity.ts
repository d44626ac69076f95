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
import { Lesson } from './lesson.entity.js';

/** A question of an exercise, asked after one of its lessons or (lesson null) of the whole exercise. */
@Entity({ name: 'school_questions' })
@Index('IDX_school_questions_exercise_id_sort', ['exerciseId', 'sort'])
@Index('IDX_school_questions_lesson_id', ['lessonId'])
export class Question extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_questions' })
  id: number;

  @Column({ name: 'exercise_id', type: 'int' })
  exerciseId: number;

  @ManyToOne(() => Exercise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exercise_id', foreignKeyConstraintName: 'FK_school_questions_exercise_id' })
  exercise?: Relation<Exercise>;

  @Column({ name: 'lesson_id', type: 'int', nullable: true })
  lessonId: number | null;

  @ManyToOne(() => Lesson, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lesson_id', foreignKeyConstraintName: 'FK_school_questions_lesson_id' })
  lesson?: Relation<Lesson>;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
