import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsEnum } from 'class-validator';
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
