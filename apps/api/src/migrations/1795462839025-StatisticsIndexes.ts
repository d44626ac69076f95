import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StatisticsIndexes1795462839025 implements MigrationInterface {
  name = 'StatisticsIndexes1795462839025';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_users_created_at" ON "users"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_paid" ON "payments"  ("paid_at") WHERE "status" = 'paid'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_paid"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_created_at"`);
  }
}
