import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsBoolean, IsEnum } from 'class-validator';
import { Role } from '../../../common/auth/role.js';
import { IsSearchText, PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
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

/** The registration phone rule; null clears the phone. */
const CellphoneField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      example: '+7 (999) 123 4567',
      description:
        'The mask +# (###) ### #### of registration: 1 + 3 + 3 + 4 digits, spaces optional, ' +
        'stored without them (+7(999)1234567); null clears it',
    }),
    IsOptionalNullable(),
    IsCellphone(),
  );

/** A non-empty list of known roles; may be left out, never null. */
const RolesField = (defaultRoles?: Role[]) =>
  applyDecorators(
    ApiPropertyOptional({ enum: Role, enumName: 'Role', isArray: true, default: defaultRoles }),
    IsOptionalNotNull(),
    // Listed in the order they are checked: a non-array is told about the list first.
    IsArray({ message: rolesMessage }),
    ArrayNotEmpty({ message: 'Нужна хотя бы одна роль' }),
    IsEnum(Role, { each: true, message: rolesMessage }),
  );

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

  @CellphoneField()
  cellphone?: string | null;

  @RolesField([Role.USER])
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

  @CellphoneField()
  cellphone?: string | null;

  @RolesField()
  roles?: Role[];
}

export class UsersPageDto extends PageMetaDto {
  @ApiProperty({ type: UserDto, isArray: true })
  users: UserDto[];
}

export class AdminUserQueryDto {
  @ApiPropertyOptional({
    enum: ['1', '0', 'true', 'false'],
    description: '1: add the user’s school tariff in force now as active_tariff',
  })
  @IsOptionalNotNull()
  @Transform(({ value }) =>
    value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'with_active_tariff: 1 или 0' })
  with_active_tariff?: boolean;
}

export class AdminUserDto extends UserDto {
  @ApiPropertyOptional({
    // The school module's schema, named rather than imported: users never depends on school.
    allOf: [{ $ref: getSchemaPath('UserTariffDto') }],
    nullable: true,
    description: 'Only with with_active_tariff=1: the school tariff in force now, or null',
  })
  active_tariff?: object | null;
}

export class AdminUserResponseDto {
  @ApiProperty({ type: AdminUserDto })
  user: AdminUserDto;
}
