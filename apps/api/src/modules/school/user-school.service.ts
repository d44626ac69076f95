import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { canSubmit } from './attempt-state.js';
import {
  type AttemptDto,
  type PublicTariffDto,
  type SaveAnswersDto,
  type SchoolDto,
  toAttemptDto,
  toPublicTariffDto,
  toSchoolDto,
  type UserExerciseDto,
} from './dto/user-school.dto.js';
import { bySortThenId, toAnswerDto } from './dto/school-shared.dto.js';
import { Answer } from './entities/answer.entity.js';
import { Attempt, AttemptStatus } from './entities/attempt.entity.js';
import { Exercise } from './entities/exercise.entity.js';
import { Question } from './entities/question.entity.js';
import { Tariff } from './entities/tariff.entity.js';
import { isOpen } from './exercise-visibility.js';
import {
  answerNotFound,
  answersDoNotMatchQuestions,
  attemptUnderReview,
  exerciseAlreadyFinished,
  exerciseNotFound,
  exerciseNotOpen,
  schoolAccessRequired,
} from './school.errors.js';
import { UserExercisesReader } from './user-exercises.reader.js';

const OPEN_ATTEMPT_INDEX = 'UQ_school_attempts_user_exercise_open';

/** The learner's side of the school: their schools, exercises, answers and attempts, never others'. */
@Injectable()
export class UserSchoolService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly reader: UserExercisesReader,
  ) {}

  /** The school list: empty without active access. */
  async listMySchools(userId: number): Promise<SchoolDto[]> {
    return (await this.reader.activeSchools(userId, this.clock.now())).map(toSchoolDto);
  }

  /** What is on sale: active tariffs only. */
  async listPublicTariffs(): Promise<PublicTariffDto[]> {
    const tariffs = await this.dataSource.getRepository(Tariff).find({
      where: { isActive: true },
      order: { schoolId: 'ASC', periodDays: 'ASC', id: 'ASC' },
    });
    return tariffs.map(toPublicTariffDto);
  }

  /** Every exercise of the learner's schools; those not open yet without content. */
  async listMyExercises(userId: number): Promise<UserExerciseDto[]> {
    const now = this.clock.now();
    const schoolIds = await this.accessibleSchoolIds(userId, now);
    return this.reader.exercisesOf(userId, schoolIds, now);
  }

  /**
   * Opens a new attempt (`checking`) with one answer per question of the exercise, in one
   * transaction. A second submission racing this one trips the partial unique index and gets the
   * same 409 as one that came later.
   */
  async saveAnswers(userId: number, dto: SaveAnswersDto): Promise<AttemptDto> {
    const schoolIds = await this.accessibleSchoolIds(userId);
    const exercise = await this.dataSource
      .getRepository(Exercise)
      .findOneBy({ id: dto.exercise_id });
    if (!exercise || !schoolIds.includes(exercise.schoolId)) throw exerciseNotFound();
    if (!isOpen(exercise, this.clock.now())) throw exerciseNotOpen(exercise.activateAt!);
    try {
      return await this.dataSource.transaction((manager) =>
        this.openAttempt(manager, userId, exercise.id, dto),
      );
    } catch (error) {
      if (!isViolationOf(error, OPEN_ATTEMPT_INDEX)) throw error;
      await this.refuseIfCannotSubmit(this.dataSource.manager, userId, exercise.id);
      throw attemptUnderReview();
    }
  }

  /** A learner removes their own answer, unless it is being reviewed right now. */
  async deleteAnswer(userId: number, answerId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Another learner's answer is as unknown as a missing one.
      const answer = await manager.findOneBy(Answer, { id: answerId, userId });
      if (!answer) throw answerNotFound();
      // Locked so a review cannot start judging it as it disappears.
      const attempt = await manager.findOne(Attempt, {
        where: { id: answer.attemptId },
        lock: { mode: 'pessimistic_write' },
      });
      if (attempt?.status === AttemptStatus.CHECKING) throw attemptUnderReview();
      await manager.delete(Answer, { id: answer.id });
    });
  }

  private async accessibleSchoolIds(userId: number, now = this.clock.now()): Promise<number[]> {
    const schools = await this.reader.activeSchools(userId, now);
    if (schools.length === 0) throw schoolAccessRequired();
    return schools.map(({ school }) => school.id);
  }

  private async openAttempt(
    manager: EntityManager,
    userId: number,
    exerciseId: number,
    dto: SaveAnswersDto,
  ): Promise<AttemptDto> {
    await this.refuseIfCannotSubmit(manager, userId, exerciseId);
    const questions = await manager.find(Question, { where: { exerciseId } });
    const asked = new Set(questions.map(({ id }) => id));
    const answered = dto.answers.map(({ question_id }) => question_id);
    if (answered.length !== asked.size || answered.some((id) => !asked.has(id))) {
      throw answersDoNotMatchQuestions();
    }
    const now = this.clock.now();
    const attempt = await manager.save(
      manager.create(Attempt, {
        userId,
        exerciseId,
        status: AttemptStatus.CHECKING,
        submittedAt: now,
      }),
    );
    const order = new Map(questions.sort(bySortThenId).map(({ id }, index) => [id, index]));
    const answers = await manager.save(
      dto.answers
        .map(({ question_id, text }) =>
          manager.create(Answer, {
            attemptId: attempt.id,
            questionId: question_id,
            userId,
            text,
            createdAt: now,
          }),
        )
        .sort((a, b) => order.get(a.questionId)! - order.get(b.questionId)!),
    );
    return toAttemptDto(attempt, answers.map(toAnswerDto));
  }

  private async refuseIfCannotSubmit(
    manager: EntityManager,
    userId: number,
    exerciseId: number,
  ): Promise<void> {
    const attempts = await manager.find(Attempt, {
      select: { id: true, status: true },
      where: { userId, exerciseId },
    });
    const verdict = canSubmit(attempts);
    if (verdict === 'finished') throw exerciseAlreadyFinished();
    if (verdict === 'under_review') throw attemptUnderReview();
  }
}

function isViolationOf(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}
