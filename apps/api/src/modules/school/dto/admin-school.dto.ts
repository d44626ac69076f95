import { ApiProperty } from '@nestjs/swagger';
import type { School } from '../entities/school.entity.js';

export class AdminSchoolDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Психотипы' })
  title: string;

  @ApiProperty({ example: 'Школа психотипов: видео, задания и проверка ответов.' })
  description: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  updated_at: string;
}

export class AdminSchoolsResponseDto {
  @ApiProperty({ type: AdminSchoolDto, isArray: true })
  schools: AdminSchoolDto[];
}

export const toAdminSchoolDto = (school: School): AdminSchoolDto => ({
  id: school.id,
  title: school.title,
  description: school.description,
  created_at: school.createdAt.toISOString(),
  updated_at: school.updatedAt.toISOString(),
});
