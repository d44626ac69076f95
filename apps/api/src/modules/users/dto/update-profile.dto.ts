import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsOptionalNotNull, IsPassword } from '../../../common/validation/decorators.js';
import { Messages } from '../../../common/errors/messages.js';
import { UserMessages } from '../users.errors.js';
import { ProfileFieldsDto } from './profile-fields.dto.js';

export class UpdateProfileDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ example: 'old-secret', description: 'Required with new_password' })
  @IsOptionalNotNull()
  @IsString({ message: UserMessages.oldPasswordRequired })
  old_password?: string;

  @ApiPropertyOptional({ example: 'new-secret', minLength: 6 })
  @IsOptionalNotNull()
  @IsPassword()
  new_password?: string;

  @ApiPropertyOptional({ example: 'new-secret', description: 'Must equal new_password' })
  @IsOptionalNotNull()
  @IsString({ message: Messages.passwordsMismatch })
  new_repeated_password?: string;
}
