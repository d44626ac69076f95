import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PaymentsPaidOn1795824052316 implements MigrationInterface {
  name = 'PaymentsPaidOn1795824052316';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_paid"`);
    await queryRunner.query(
      `ALTER TABLE "payments" ADD "paid_on" date GENERATED ALWAYS AS (("paid_at" AT TIME ZONE 'Europe/Moscow')::date) STORED`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (current_database(), $1, $2, $3, $4, $5)`,
      [
        'public',
        'payments',
        'GENERATED_COLUMN',
        'paid_on',
        '("paid_at" AT TIME ZONE \'Europe/Moscow\')::date',
      ],
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_paid_on" ON "payments"  ("paid_on", "provider", "currency", "amount_minor", "product_type", "product_id", "is_renewal") WHERE "status" = 'paid'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_paid_on"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = current_database() AND "schema" = $3 AND "table" = $4`,
      ['GENERATED_COLUMN', 'paid_on', 'public', 'payments'],
    );
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "paid_on"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_paid" ON "payments" USING btree ("paid_at") WHERE (status = 'paid'::payment_status)`,
    );
  }
}
