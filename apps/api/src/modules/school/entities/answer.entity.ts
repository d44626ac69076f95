import {
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
import { Attempt } from './attempt.entity.js';
import { Question } from './question.entity.js';

/**
 * A learner's text for one question within one attempt. May hold sensitive personal material: only
 * its author and admins read it, and every admin read is audited.
 */
@Entity({ name: 'school_answers' })
@Index('UQ_school_answers_attempt_question', ['attemptId', 'questionId'], { unique: true })
@Index('IDX_school_answers_question_id', ['questionId'])
@Index('IDX_school_answers_user_id', ['userId'])
export class Answer {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_school_answers' })
  id: number;

  @Column({ name: 'attempt_id', type: 'int' })
  attemptId: number;

  @ManyToOne(() => Attempt, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attempt_id', foreignKeyConstraintName: 'FK_school_answers_attempt_id' })
  attempt?: Relation<Attempt>;

  @Column({ name: 'question_id', type: 'int' })
  questionId: number;

  @ManyToOne(() => Question, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'question_id', foreignKeyConstraintName: 'FK_school_answers_question_id' })
  question?: Relation<Question>;

  /** The author, kept on the row so ownership checks need no join. */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_school_answers_user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
