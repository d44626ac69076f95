import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { Exercise } from './exercise.entity.js';

export enum AttemptStatus {
  CHECKING = 'checking',
  FINISHED = 'finished',
  FAILED = 'failed',
}

/**
 * A learner's answers to an exercise sent for review. The partial unique index keeps at most one
 * open-or-passed attempt per learner and exercise, so two racing submissions cannot both open one.
 */
@Entity({ name: 'school_attempts' })
@Index('UQ_school_attempts_user_exercise_open', ['userId', 'exerciseId'], {
  unique: true,
  where: `"status" IN ('checking', 'finished')`,
})
@Index('IDX_school_attempts_status_submitted_at', ['status', 'submittedAt'])
@Index('IDX_school_attempts_exercise_id', ['exerciseId'])
// The learner's own attempts: their exercise page and the check before answering.
@Index('IDX_school_attempts_user_id_exercise_id', ['userId', 'exerciseId'])
export class Attempt {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_attempts' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_school_attempts_user_id' })
  user?: Relation<User>;

  @Column({ name: 'exercise_id', type: 'int' })
  exerciseId: number;

  @ManyToOne(() => Exercise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exercise_id', foreignKeyConstraintName: 'FK_school_attempts_exercise_id' })
  exercise?: Relation<Exercise>;

  @Column({
    type: 'enum',
    enum: AttemptStatus,
    enumName: 'school_attempt_status',
    default: AttemptStatus.CHECKING,
  })
  status: AttemptStatus;

  @Column({ name: 'reviewer_id', type: 'int', nullable: true })
  reviewerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewer_id', foreignKeyConstraintName: 'FK_school_attempts_reviewer_id' })
  reviewer?: Relation<User>;

  @Column({ name: 'reviewer_comment', type: 'text', nullable: true })
  reviewerComment: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt: Date;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** When the learner was told of the review; null while the letter is owed. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}
