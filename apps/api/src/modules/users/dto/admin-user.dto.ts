import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsBoolean, IsEnum, IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { IsLoginEmail, IsOptionalText, IsPassword } from '../../../common/validation/decorators.js';
import { Role } from '../entities/user.entity.js';
import { ProfileFieldsDto } from './profile-fields.dto.js';
import { UserDto } from './user.dto.js';

const rolesMessage = 'Роли должны быть из списка: ADMIN, USER';

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'anna', description: 'Matches login, e-mail, names and phones' })
  @IsOptional()
  @IsString()
  search?: string;
}

export class AdminUserQueryDto {
  @ApiPropertyOptional({
    description: 'Include the active school tariff (school arrives in a later release)',
  })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean()
  with_active_tariff?: boolean;
}

export class AdminCreateUserDto extends ProfileFieldsDto {
  @ApiProperty({ example: 'new.user@example.com' })
  @IsLoginEmail()
  login: string;

  @ApiProperty({ example: 'secret1', minLength: 6 })
  @IsPassword()
  password: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+7(999)1234567' })
  @IsOptionalText(32)
  cellphone?: string | null;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', isArray: true, default: [Role.USER] })
  @IsOptional()
  @IsEnum(Role, { each: true, message: rolesMessage })
  @ArrayNotEmpty({ message: 'Нужна хотя бы одна роль' })
  @IsArray({ message: rolesMessage })
  roles?: Role[];
}

export class AdminUpdateUserDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ example: 'new.login@example.com' })
  @IsOptional()
  @IsLoginEmail()
  login?: string;

  @ApiPropertyOptional({
    example: 'new-secret',
    description: 'Sets a new password without the old one',
  })
  @IsOptional()
  @IsPassword()
  password?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '+7(999)1234567' })
  @IsOptionalText(32)
  cellphone?: string | null;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', isArray: true })
  @IsOptional()
  @IsEnum(Role, { each: true, message: rolesMessage })
  @ArrayNotEmpty({ message: 'Нужна хотя бы одна роль' })
  @IsArray({ message: rolesMessage })
  roles?: Role[];
}

export class UsersPageDto {
  @ApiProperty({ type: UserDto, isArray: true })
  users: UserDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  per_page: number;
}
