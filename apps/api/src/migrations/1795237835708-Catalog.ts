import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1795237835708 implements MigrationInterface {
  name = 'Catalog1795237835708';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "kit_custom_prices" ("start" TIMESTAMP WITH TIME ZONE NOT NULL, "end" TIMESTAMP WITH TIME ZONE NOT NULL, "price" numeric(12,2) NOT NULL DEFAULT '0', "price_azn" numeric(12,2) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "kit_id" integer NOT NULL, CONSTRAINT "CHK_kit_custom_prices_window" CHECK ("end" > "start"), CONSTRAINT "PK_kit_custom_prices" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kit_custom_prices_window" ON "kit_custom_prices"  ("kit_id", "start", "end") `,
    );
    await queryRunner.query(
      `CREATE TABLE "tags" ("id" SERIAL NOT NULL, "title" character varying(100) NOT NULL, CONSTRAINT "PK_tags" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_tags_title" ON "tags"  ("title") `);
    await queryRunner.query(
      `CREATE TABLE "webinar_tags" ("webinar_id" integer NOT NULL, "tag_id" integer NOT NULL, CONSTRAINT "PK_webinar_tags" PRIMARY KEY ("webinar_id", "tag_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webinar_tags_tag_id" ON "webinar_tags"  ("tag_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webinar_custom_prices" ("start" TIMESTAMP WITH TIME ZONE NOT NULL, "end" TIMESTAMP WITH TIME ZONE NOT NULL, "price" numeric(12,2) NOT NULL DEFAULT '0', "price_azn" numeric(12,2) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "webinar_id" integer NOT NULL, CONSTRAINT "CHK_webinar_custom_prices_window" CHECK ("end" > "start"), CONSTRAINT "PK_webinar_custom_prices" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webinar_custom_prices_window" ON "webinar_custom_prices"  ("webinar_id", "start", "end") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webinars" ("id" SERIAL NOT NULL, "title" character varying(255) NOT NULL, "url" character varying(1000), "video_url" character varying(1000), "image" character varying(500), "length" character varying(100), "age" integer NOT NULL DEFAULT '18', "price" numeric(12,2) NOT NULL DEFAULT '0', "price_azn" numeric(12,2) NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "short_description" character varying(254) NOT NULL DEFAULT '', "description" text array NOT NULL DEFAULT '{}', "sort" integer, "priority" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webinars" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webinars_listing" ON "webinars"  ("is_active", "sort", "priority") `,
    );
    await queryRunner.query(
      `CREATE TABLE "kit_webinars" ("kit_id" integer NOT NULL, "webinar_id" integer NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_kit_webinars" PRIMARY KEY ("kit_id", "webinar_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_kit_webinars_webinar_id" ON "kit_webinars"  ("webinar_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "kits" ("id" SERIAL NOT NULL, "title" character varying(255) NOT NULL, "description" text NOT NULL DEFAULT '', "price" numeric(12,2) NOT NULL DEFAULT '0', "price_azn" numeric(12,2) NOT NULL DEFAULT '0', "image" character varying(500), "mark_id" integer, "sort" integer, "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_kits" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_kits_mark_id" ON "kits"  ("mark_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_kits_listing" ON "kits"  ("is_active", "sort") `);
    await queryRunner.query(`CREATE TYPE "public"."access_source" AS ENUM('payment', 'admin')`);
    await queryRunner.query(
      `CREATE TABLE "access_grants" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "webinar_id" integer, "kit_id" integer, "source" "public"."access_source" NOT NULL, "payment_id" integer, "granted_by" integer, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_access_grants_target" CHECK ("webinar_id" IS NOT NULL OR "kit_id" IS NOT NULL), CONSTRAINT "PK_access_grants" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_access_grants_kit_id" ON "access_grants"  ("kit_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_access_grants_webinar_id" ON "access_grants"  ("webinar_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_access_grants_user_kit" ON "access_grants"  ("user_id", "kit_id") WHERE "webinar_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_access_grants_user_webinar" ON "access_grants"  ("user_id", "webinar_id") WHERE "webinar_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" SERIAL NOT NULL, "actor_id" integer, "action" character varying(64) NOT NULL, "entity_type" character varying(32) NOT NULL, "entity_id" integer NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_created_at" ON "audit_log"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_entity" ON "audit_log"  ("entity_type", "entity_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "certificates" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "title" character varying(255) NOT NULL, "description" text, "image" character varying(500), "issued_at" date, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_certificates" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_certificates_sort" ON "certificates"  ("sort") `);
    await queryRunner.query(
      `CREATE TABLE "consultation_requests" ("id" SERIAL NOT NULL, "name" character varying(255) NOT NULL, "contact" character varying(255) NOT NULL, "preferred_time" character varying(255), "message" text, "consent_at" TIMESTAMP WITH TIME ZONE NOT NULL, "user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_consultation_requests" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consultation_requests_created_at" ON "consultation_requests"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competencies" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "title" character varying(255) NOT NULL, "short_description" character varying(500) NOT NULL DEFAULT '', "description" text array NOT NULL DEFAULT '{}', "image" character varying(500), "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_competencies" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_competencies_sort" ON "competencies"  ("sort") `);
    await queryRunner.query(
      `CREATE TABLE "feedbacks" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "author" character varying(255) NOT NULL, "title" character varying(255) NOT NULL, "video_url" character varying(1000) NOT NULL, "image" character varying(500), "description" text, "sort" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_feedbacks" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_feedbacks_sort" ON "feedbacks"  ("sort") `);
    await queryRunner.query(
      `CREATE TABLE "messages" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "author" character varying(255) NOT NULL, "text" text NOT NULL, CONSTRAINT "PK_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_created_at" ON "messages"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "kit_custom_prices" ADD CONSTRAINT "FK_kit_custom_prices_kit_id" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webinar_tags" ADD CONSTRAINT "FK_webinar_tags_webinar_id" FOREIGN KEY ("webinar_id") REFERENCES "webinars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webinar_tags" ADD CONSTRAINT "FK_webinar_tags_tag_id" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webinar_custom_prices" ADD CONSTRAINT "FK_webinar_custom_prices_webinar_id" FOREIGN KEY ("webinar_id") REFERENCES "webinars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kit_webinars" ADD CONSTRAINT "FK_kit_webinars_kit_id" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "kit_webinars" ADD CONSTRAINT "FK_kit_webinars_webinar_id" FOREIGN KEY ("webinar_id") REFERENCES "webinars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "access_grants" ADD CONSTRAINT "FK_access_grants_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "access_grants" ADD CONSTRAINT "FK_access_grants_webinar_id" FOREIGN KEY ("webinar_id") REFERENCES "webinars"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "access_grants" ADD CONSTRAINT "FK_access_grants_kit_id" FOREIGN KEY ("kit_id") REFERENCES "kits"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "access_grants" DROP CONSTRAINT "FK_access_grants_kit_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "access_grants" DROP CONSTRAINT "FK_access_grants_webinar_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "access_grants" DROP CONSTRAINT "FK_access_grants_user_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kit_webinars" DROP CONSTRAINT "FK_kit_webinars_webinar_id"`,
    );
    await queryRunner.query(`ALTER TABLE "kit_webinars" DROP CONSTRAINT "FK_kit_webinars_kit_id"`);
    await queryRunner.query(
      `ALTER TABLE "webinar_custom_prices" DROP CONSTRAINT "FK_webinar_custom_prices_webinar_id"`,
    );
    await queryRunner.query(`ALTER TABLE "webinar_tags" DROP CONSTRAINT "FK_webinar_tags_tag_id"`);
    await queryRunner.query(
      `ALTER TABLE "webinar_tags" DROP CONSTRAINT "FK_webinar_tags_webinar_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "kit_custom_prices" DROP CONSTRAINT "FK_kit_custom_prices_kit_id"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_messages_created_at"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_feedbacks_sort"`);
    await queryRunner.query(`DROP TABLE "feedbacks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_competencies_sort"`);
    await queryRunner.query(`DROP TABLE "competencies"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_consultation_requests_created_at"`);
    await queryRunner.query(`DROP TABLE "consultation_requests"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_certificates_sort"`);
    await queryRunner.query(`DROP TABLE "certificates"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_entity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_created_at"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_access_grants_user_webinar"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_access_grants_user_kit"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_access_grants_webinar_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_access_grants_kit_id"`);
    await queryRunner.query(`DROP TABLE "access_grants"`);
    await queryRunner.query(`DROP TYPE "public"."access_source"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kits_listing"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kits_mark_id"`);
    await queryRunner.query(`DROP TABLE "kits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kit_webinars_webinar_id"`);
    await queryRunner.query(`DROP TABLE "kit_webinars"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webinars_listing"`);
    await queryRunner.query(`DROP TABLE "webinars"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webinar_custom_prices_window"`);
    await queryRunner.query(`DROP TABLE "webinar_custom_prices"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_webinar_tags_tag_id"`);
    await queryRunner.query(`DROP TABLE "webinar_tags"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_tags_title"`);
    await queryRunner.query(`DROP TABLE "tags"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_kit_custom_prices_window"`);
    await queryRunner.query(`DROP TABLE "kit_custom_prices"`);
  }
}
