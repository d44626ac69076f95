import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsEnum } from 'class-validator';
import { Role } from '../../../common/auth/role.js';
import { IsSearchText, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import {
  IsCellphone,
  IsLoginEmail,
  IsOptionalNotNull,
  IsOptionalNullable,
  IsPassword,
} from '../../../common/validation/decorators.js';
import { ProfileFieldsDto } from './profile-fields.dto.js';
import { UserDto } from './user.dto.js';

const rolesMessage = 'Роли должны быть из списка: ADMIN, USER';
const cellphoneDescription =
  'The mask +# (###) ### #### of registration: 1 + 3 + 3 + 4 digits, spaces optional, stored ' +
  'without them (+7(999)1234567); null clears it';

export class AdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    example: 'анна',
    maxLength: 255,
    description: 'Part of the login, e-mail, a name or a phone, any case',
  })
  @IsSearchText()
  search?: string;
}

export class AdminCreateUserDto extends ProfileFieldsDto {
  @ApiProperty({ example: 'new.user@example.com' })
  @IsLoginEmail()
  login: string;

  @ApiProperty({ example: 'secret1', minLength: 6 })
  @IsPassword()
  password: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+7 (999) 123 4567',
    description: cellphoneDescription,
  })
  @IsOptionalNullable()
  @IsCellphone()
  cellphone?: string | null;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', isArray: true, default: [Role.USER] })
  @IsOptionalNotNull()
  @IsEnum(Role, { each: true, message: rolesMessage })
  @ArrayNotEmpty({ message: 'Нужна хотя бы одна роль' })
  @IsArray({ message: rolesMessage })
  roles?: Role[];
}

export class AdminUpdateUserDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ example: 'new.login@example.com' })
  @IsOptionalNotNull()
  @IsLoginEmail()
  login?: string;

  @ApiPropertyOptional({
    example: 'new-secret',
    description: 'Sets a new password without the old one',
  })
  @IsOptionalNotNull()
  @IsPassword()
  password?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+7 (999) 123 4567',
    description: cellphoneDescription,
  })
  @IsOptionalNullable()
  @IsCellphone()
  cellphone?: string | null;

  @ApiPropertyOptional({ enum: Role, enumName: 'Role', isArray: true })
  @IsOptionalNotNull()
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
