import type { MigrationInterface, QueryRunner } from 'typeorm';

export class School1795454593342 implements MigrationInterface {
  name = 'School1795454593342';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "schools" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "title" character varying(255) NOT NULL, "description" text NOT NULL DEFAULT '', CONSTRAINT "PK_schools" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "school_exercises" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "school_id" integer NOT NULL, "title" character varying(255) NOT NULL, "description" text NOT NULL DEFAULT '', "url" character varying(500), "video_urls" jsonb, "properties" jsonb NOT NULL DEFAULT '{}', "activate_at" TIMESTAMP WITH TIME ZONE, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_school_exercises" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_exercises_school_id_sort" ON "school_exercises"  ("school_id", "sort") `,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."school_attempt_status" AS ENUM('checking', 'finished', 'failed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "school_attempts" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "exercise_id" integer NOT NULL, "status" "public"."school_attempt_status" NOT NULL DEFAULT 'checking', "reviewer_id" integer, "reviewer_comment" text, "submitted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reviewed_at" TIMESTAMP WITH TIME ZONE, "notified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_school_attempts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_attempts_user_id_exercise_id" ON "school_attempts"  ("user_id", "exercise_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_attempts_exercise_id" ON "school_attempts"  ("exercise_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_attempts_status_submitted_at" ON "school_attempts"  ("status", "submitted_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_school_attempts_user_exercise_open" ON "school_attempts"  ("user_id", "exercise_id") WHERE "status" IN ('checking', 'finished')`,
    );
    await queryRunner.query(
      `CREATE TABLE "school_lessons" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "exercise_id" integer NOT NULL, "title" character varying(255) NOT NULL, "video_url" character varying(500), "text" text NOT NULL DEFAULT '', "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_school_lessons" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_lessons_exercise_id_sort" ON "school_lessons"  ("exercise_id", "sort") `,
    );
    await queryRunner.query(
      `CREATE TABLE "school_questions" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "exercise_id" integer NOT NULL, "lesson_id" integer, "text" text NOT NULL, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_school_questions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_questions_lesson_id" ON "school_questions"  ("lesson_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_questions_exercise_id_sort" ON "school_questions"  ("exercise_id", "sort") `,
    );
    await queryRunner.query(
      `CREATE TABLE "school_answers" ("id" SERIAL NOT NULL, "attempt_id" integer NOT NULL, "question_id" integer NOT NULL, "user_id" integer NOT NULL, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_school_answers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_answers_user_id" ON "school_answers"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_answers_question_id" ON "school_answers"  ("question_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_school_answers_attempt_question" ON "school_answers"  ("attempt_id", "question_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "school_tariffs" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "school_id" integer NOT NULL, "name" character varying(255) NOT NULL, "period_days" integer NOT NULL, "price" numeric(12,2) NOT NULL DEFAULT '0', "price_azn" numeric(12,2) NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, CONSTRAINT "CHK_school_tariffs_period_days" CHECK ("period_days" BETWEEN 1 AND 3660), CONSTRAINT "PK_school_tariffs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_school_tariffs_school_id" ON "school_tariffs"  ("school_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "user_tariffs" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "tariff_id" integer NOT NULL, "source" "public"."access_source" NOT NULL, "bound_by" integer, "payment_id" integer, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_user_tariffs_origin" CHECK (("source" = 'payment') = ("payment_id" IS NOT NULL)), CONSTRAINT "CHK_user_tariffs_period" CHECK ("expires_at" > "starts_at"), CONSTRAINT "PK_user_tariffs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_tariffs_payment_id" ON "user_tariffs"  ("payment_id") WHERE "payment_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_tariffs_tariff_id" ON "user_tariffs"  ("tariff_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_tariffs_user_id_expires_at" ON "user_tariffs"  ("user_id", "expires_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "school_exercises" ADD CONSTRAINT "FK_school_exercises_school_id" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" ADD CONSTRAINT "FK_school_attempts_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" ADD CONSTRAINT "FK_school_attempts_exercise_id" FOREIGN KEY ("exercise_id") REFERENCES "school_exercises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" ADD CONSTRAINT "FK_school_attempts_reviewer_id" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_lessons" ADD CONSTRAINT "FK_school_lessons_exercise_id" FOREIGN KEY ("exercise_id") REFERENCES "school_exercises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_questions" ADD CONSTRAINT "FK_school_questions_exercise_id" FOREIGN KEY ("exercise_id") REFERENCES "school_exercises"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_questions" ADD CONSTRAINT "FK_school_questions_lesson_id" FOREIGN KEY ("lesson_id") REFERENCES "school_lessons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" ADD CONSTRAINT "FK_school_answers_attempt_id" FOREIGN KEY ("attempt_id") REFERENCES "school_attempts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" ADD CONSTRAINT "FK_school_answers_question_id" FOREIGN KEY ("question_id") REFERENCES "school_questions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" ADD CONSTRAINT "FK_school_answers_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_tariffs" ADD CONSTRAINT "FK_school_tariffs_school_id" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" ADD CONSTRAINT "FK_user_tariffs_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" ADD CONSTRAINT "FK_user_tariffs_tariff_id" FOREIGN KEY ("tariff_id") REFERENCES "school_tariffs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" ADD CONSTRAINT "FK_user_tariffs_bound_by" FOREIGN KEY ("bound_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" ADD CONSTRAINT "FK_user_tariffs_payment_id" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" DROP CONSTRAINT "FK_user_tariffs_payment_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" DROP CONSTRAINT "FK_user_tariffs_bound_by"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_tariffs" DROP CONSTRAINT "FK_user_tariffs_tariff_id"`,
    );
    await queryRunner.query(`ALTER TABLE "user_tariffs" DROP CONSTRAINT "FK_user_tariffs_user_id"`);
    await queryRunner.query(
      `ALTER TABLE "school_tariffs" DROP CONSTRAINT "FK_school_tariffs_school_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" DROP CONSTRAINT "FK_school_answers_user_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" DROP CONSTRAINT "FK_school_answers_question_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_answers" DROP CONSTRAINT "FK_school_answers_attempt_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_questions" DROP CONSTRAINT "FK_school_questions_lesson_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_questions" DROP CONSTRAINT "FK_school_questions_exercise_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_lessons" DROP CONSTRAINT "FK_school_lessons_exercise_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" DROP CONSTRAINT "FK_school_attempts_reviewer_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" DROP CONSTRAINT "FK_school_attempts_exercise_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_attempts" DROP CONSTRAINT "FK_school_attempts_user_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "school_exercises" DROP CONSTRAINT "FK_school_exercises_school_id"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_user_tariffs_user_id_expires_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_tariffs_tariff_id"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_tariffs_payment_id"`);
    await queryRunner.query(`DROP TABLE "user_tariffs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_tariffs_school_id"`);
    await queryRunner.query(`DROP TABLE "school_tariffs"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_school_answers_attempt_question"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_answers_question_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_answers_user_id"`);
    await queryRunner.query(`DROP TABLE "school_answers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_questions_exercise_id_sort"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_questions_lesson_id"`);
    await queryRunner.query(`DROP TABLE "school_questions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_lessons_exercise_id_sort"`);
    await queryRunner.query(`DROP TABLE "school_lessons"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_school_attempts_user_exercise_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_attempts_status_submitted_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_attempts_exercise_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_attempts_user_id_exercise_id"`);
    await queryRunner.query(`DROP TABLE "school_attempts"`);
    await queryRunner.query(`DROP TYPE "public"."school_attempt_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_school_exercises_school_id_sort"`);
    await queryRunner.query(`DROP TABLE "school_exercises"`);
    await queryRunner.query(`DROP TABLE "schools"`);
  }
}
