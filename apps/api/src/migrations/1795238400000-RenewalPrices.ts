import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Renewal prices an admin sets per course and kit; null keeps the default 60 % of the price. */
export class RenewalPrices1795238400000 implements MigrationInterface {
  name = 'RenewalPrices1795238400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webinars" ADD "prolongation_price" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "webinars" ADD "prolongation_price_azn" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "kits" ADD "prolongation_price" numeric(12,2)`);
    await queryRunner.query(`ALTER TABLE "kits" ADD "prolongation_price_azn" numeric(12,2)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "kits" DROP COLUMN "prolongation_price_azn"`);
    await queryRunner.query(`ALTER TABLE "kits" DROP COLUMN "prolongation_price"`);
    await queryRunner.query(`ALTER TABLE "webinars" DROP COLUMN "prolongation_price_azn"`);
    await queryRunner.query(`ALTER TABLE "webinars" DROP COLUMN "prolongation_price"`);
  }
}
