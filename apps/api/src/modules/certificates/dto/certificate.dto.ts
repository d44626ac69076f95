import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import {
  IsCalendarDate,
  IsOptionalNotNull,
  IsOptionalText,
  IsTitle,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import type { Certificate } from '../entities/certificate.entity.js';

export class CertificateDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Диплом о профессиональной переподготовке' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'Клиническая психология, 520 часов' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/uploads/images/3f2a….jpg' })
  image: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2019-06-30', description: 'yyyy-MM-dd' })
  issued_at: string | null;

  @ApiProperty({ example: 1 })
  sort: number;
}

export class AdminCertificateDto extends CertificateDto {
  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  updated_at: string;
}

export class CertificatesResponseDto {
  @ApiProperty({ type: CertificateDto, isArray: true })
  certificates: CertificateDto[];
}

export class AdminCertificatesResponseDto {
  @ApiProperty({ type: AdminCertificateDto, isArray: true })
  certificates: AdminCertificateDto[];
}

export class AdminCertificatesPageDto extends PageMetaDto {
  @ApiProperty({ type: AdminCertificateDto, isArray: true })
  certificates: AdminCertificateDto[];
}

export class AdminCertificateResponseDto {
  @ApiProperty({ type: AdminCertificateDto })
  certificate: AdminCertificateDto;
}

class CertificateFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptionalText(5000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '/uploads/images/3f2a….jpg' })
  @IsUrlOrPath(500)
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2019-06-30' })
  @IsCalendarDate()
  issued_at?: string | null;

  @ApiPropertyOptional({ example: 1, description: 'Smaller first' })
  @IsOptionalNotNull()
  @Min(0, { message: 'Порядок не может быть отрицательным' })
  @Max(1_000_000, { message: 'Порядок не должен превышать 1000000' })
  @IsInt({ message: 'Порядок должен быть целым числом' })
  sort?: number;
}

export class CreateCertificateDto extends CertificateFieldsDto {
  @ApiProperty({ example: 'Диплом о профессиональной переподготовке', maxLength: 255 })
  @IsTitle()
  title: string;
}

export class UpdateCertificateDto extends CertificateFieldsDto {
  @ApiPropertyOptional({ example: 'Диплом о профессиональной переподготовке', maxLength: 255 })
  @IsOptionalNotNull()
  @IsTitle()
  title?: string;
}

export const toCertificateDto = (certificate: Certificate): CertificateDto => ({
  id: certificate.id,
  title: certificate.title,
  description: certificate.description,
  image: certificate.image,
  issued_at: certificate.issuedAt,
  sort: certificate.sort,
});

export const toAdminCertificateDto = (certificate: Certificate): AdminCertificateDto => ({
  ...toCertificateDto(certificate),
  created_at: certificate.createdAt.toISOString(),
  updated_at: certificate.updatedAt.toISOString(),
});
