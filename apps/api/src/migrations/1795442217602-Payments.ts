import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1795442217602 implements MigrationInterface {
  name = 'Payments1795442217602';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."payment_product_type" AS ENUM('webinar', 'kit', 'lesson')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    );
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "type" smallint NOT NULL, "product_type" "public"."payment_product_type" NOT NULL, "product_id" integer NOT NULL, "product_title" character varying(255) NOT NULL, "is_renewal" boolean NOT NULL DEFAULT false, "provider" character varying(16), "currency" character(3) NOT NULL, "amount_minor" integer NOT NULL, "status" "public"."payment_status" NOT NULL DEFAULT 'pending', "description" character varying(255) NOT NULL, "gift_email" character varying(255), "recipient_id" integer, "provider_payment_id" character varying(64), "paid_at" TIMESTAMP WITH TIME ZONE, "granted_at" TIMESTAMP WITH TIME ZONE, "notified_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "refunded_by" integer, "refund_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payments_gift_email" CHECK (("type" = 2) = ("gift_email" IS NOT NULL)), CONSTRAINT "CHK_payments_type" CHECK ("type" IN (1, 2)), CONSTRAINT "CHK_payments_amount_minor" CHECK ("amount_minor" >= 0), CONSTRAINT "PK_payments" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_pending_gifts" ON "payments"  ("gift_email") WHERE "status" = 'paid' AND "type" = 2 AND "recipient_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_status_created_at" ON "payments"  ("status", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_user_id_created_at" ON "payments"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_callbacks" ("id" SERIAL NOT NULL, "provider" character varying(16) NOT NULL, "event_key" character varying(160) NOT NULL, "payment_id" integer NOT NULL, "outcome" character varying(16) NOT NULL, "provider_status" character varying(64) NOT NULL, "provider_payment_id" character varying(64), "source" character varying(16) NOT NULL DEFAULT 'callback', "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, "result" character varying(64), CONSTRAINT "PK_payment_callbacks" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_callbacks_payment_id" ON "payment_callbacks"  ("payment_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_callbacks_unprocessed" ON "payment_callbacks"  ("received_at") WHERE "processed_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_callbacks_provider_event_key" ON "payment_callbacks"  ("provider", "event_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_events" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "kind" character varying(32) NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_payment_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_events_payment_id_id" ON "payment_events"  ("payment_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_grants" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "access_grant_id" integer NOT NULL, "previous_expires_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "granted_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_payment_grants" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_grants_payment_id" ON "payment_grants"  ("payment_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_payments_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_payments_recipient_id" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_callbacks" ADD CONSTRAINT "FK_payment_callbacks_payment_id" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_events" ADD CONSTRAINT "FK_payment_events_payment_id" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_grants" ADD CONSTRAINT "FK_payment_grants_payment_id" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_grants" ADD CONSTRAINT "FK_payment_grants_access_grant_id" FOREIGN KEY ("access_grant_id") REFERENCES "access_grants"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payment_grants" DROP CONSTRAINT "FK_payment_grants_access_grant_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_grants" DROP CONSTRAINT "FK_payment_grants_payment_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_events" DROP CONSTRAINT "FK_payment_events_payment_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_callbacks" DROP CONSTRAINT "FK_payment_callbacks_payment_id"`,
    );
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_payments_recipient_id"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_payments_user_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_grants_payment_id"`);
    await queryRunner.query(`DROP TABLE "payment_grants"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_events_payment_id_id"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payment_callbacks_provider_event_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_callbacks_unprocessed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_callbacks_payment_id"`);
    await queryRunner.query(`DROP TABLE "payment_callbacks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_user_id_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_status_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_pending_gifts"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TYPE "public"."payment_status"`);
    await queryRunner.query(`DROP TYPE "public"."payment_product_type"`);
  }
}
