import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsultationDone1795462823445 implements MigrationInterface {
  name = 'ConsultationDone1795462823445';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "consultation_requests" ADD "done_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "consultation_requests" DROP COLUMN "done_at"`);
  }
}
