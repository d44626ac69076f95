import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityColumnsSql } from '../../infrastructure/database/entity-rows.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { LessonDto, QuestionDto } from './dto/school-shared.dto.js';
import type { AttemptDto, UserExerciseDto } from './dto/user-school.dto.js';
import { Exercise } from './entities/exercise.entity.js';
import { School } from './entities/school.entity.js';
import { learnerExercise } from './exercise-visibility.js';
import { accessEnd } from './school-access-rules.js';

/** A school the learner may study in now, and where that access ends. */
export interface ActiveSchool {
  school: School;
  expiresAt: Date;
}

/** A timestamptz as Date#toISOString writes it: both cut the microseconds off. */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** $3 is the reader's now: content is built only for what learnerExercise shows open. */
const OPEN = '(e.activate_at IS NULL OR e.activate_at <= $3)';

// Each JSON object below is exactly the DTO it is read as (LessonDto, QuestionDto, AttemptDto with
// its AnswerDto list), so nothing is hydrated or mapped per row.
const LESSONS = `COALESCE((
  SELECT json_agg(json_build_object('id', l.id, 'exercise_id', l.exercise_id, 'title', l.title,
           'video_url', l.video_url, 'text', l.text, 'sort', l.sort) ORDER BY l.sort, l.id)
  FROM school_lessons l WHERE l.exercise_id = e.id AND ${OPEN}), '[]')`;

const QUESTIONS = `COALESCE((
  SELECT json_agg(json_build_object('id', q.id, 'exercise_id', q.exercise_id,
           'lesson_id', q.lesson_id, 'text', q.text, 'sort', q.sort) ORDER BY q.sort, q.id)
  FROM school_questions q WHERE q.exercise_id = e.id AND ${OPEN}), '[]')`;

/**
 * The learner's attempts grouped by exercise, newest first, each with its answers in the questions'
 * (sort, id) order. Read once for all exercises: a sub-select per exercise went through every
 * learner's attempts of that exercise.
 */
const MY_ATTEMPTS = `
  SELECT a.exercise_id,
         json_agg(json_build_object('id', a.id, 'exercise_id', a.exercise_id, 'status', a.status,
           'reviewer_comment', a.reviewer_comment, 'submitted_at', ${iso('a.submitted_at')},
           'reviewed_at', ${iso('a.reviewed_at')}, 'answers', COALESCE(answers.list, '[]'))
           ORDER BY a.submitted_at DESC, a.id DESC) AS attempts
  FROM school_attempts a
  LEFT JOIN (
    SELECT an.attempt_id,
           json_agg(json_build_object('id', an.id, 'question_id', an.question_id, 'text', an.text,
             'created_at', ${iso('an.created_at')}) ORDER BY q.sort, q.id, an.id) AS list
    FROM school_answers an JOIN school_questions q ON q.id = an.question_id
    WHERE an.user_id = $1
    GROUP BY an.attempt_id
  ) answers ON answers.attempt_id = a.id
  WHERE a.user_id = $1
  GROUP BY a.exercise_id`;

type SchoolPeriodsRow = School & { starts: Date[]; ends: Date[] };

type ExerciseRow = Exercise & {
  lessons: LessonDto[];
  questions: QuestionDto[];
  attempts: AttemptDto[];
};

/**
 * The learner's hot reads, each one hand-written statement built once (`find` built its queries
 * anew on every request, and hydrated entities that were only serialised): their schools with
 * access, and the exercise list: the exercises of those schools in (sort, id) order with their
 * lessons, questions and this learner's own attempts and answers as JSON, so it costs the same
 * however many exercises it shows. Only this learner's attempts and answers are read.
 */
@Injectable()
export class UserExercisesReader {
  private readonly listSql: string;
  private readonly schoolsSql: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.listSql = `
      SELECT ${entityColumnsSql(dataSource.getMetadata(Exercise), 'e')},
             ${LESSONS} AS lessons, ${QUESTIONS} AS questions,
             COALESCE(mine.attempts, '[]') AS attempts
      FROM school_exercises e
      LEFT JOIN (${MY_ATTEMPTS}) mine ON mine.exercise_id = e.id AND ${OPEN}
      WHERE e.school_id = ANY($2::int[])
      ORDER BY e.sort, e.id`;
    // One row per school; the periods as two timestamptz arrays, which the driver reads as Dates.
    this.schoolsSql = `
      SELECT ${entityColumnsSql(dataSource.getMetadata(School), 's')},
             array_agg(ut.starts_at ORDER BY ut.id) AS starts,
             array_agg(ut.expires_at ORDER BY ut.id) AS ends
      FROM user_tariffs ut JOIN school_tariffs t ON t.id = ut.tariff_id
      JOIN schools s ON s.id = t.school_id
      WHERE ut.user_id = $1 AND ut.expires_at > $2
      GROUP BY s.id ORDER BY s.id`;
  }

  /**
   * The learner's schools with access at `now`, by id, each with the end of its continuous access
   * (accessEnd over the periods not over yet: active ones and extensions chained after them).
   */
  async activeSchools(userId: number, now: Date): Promise<ActiveSchool[]> {
    const rows = await queryRows<SchoolPeriodsRow>(this.dataSource.manager, this.schoolsSql, [
      userId,
      now,
    ]);
    const schools: ActiveSchool[] = [];
    for (const { starts, ends, ...school } of rows) {
      const periods = starts.map((startsAt, index) => ({ startsAt, expiresAt: ends[index]! }));
      const expiresAt = accessEnd(periods, now);
      if (expiresAt) schools.push({ school, expiresAt });
    }
    return schools;
  }

  /** Exercises not open at `now` come without content (learnerExercise). */
  async exercisesOf(
    userId: number,
    schoolIds: readonly number[],
    now: Date,
  ): Promise<UserExerciseDto[]> {
    // Exercise has no column transformers: node-postgres already gives its types (Date, jsonb).
    const rows = await queryRows<ExerciseRow>(this.dataSource.manager, this.listSql, [
      userId,
      schoolIds,
      now,
    ]);
    return rows.map((row) =>
      learnerExercise(row, now, () => ({
        lessons: row.lessons,
        questions: row.questions,
        attempts: row.attempts,
      })),
    );
  }
}
