import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { IsPassword } from '../../../common/validation/decorators.js';
import { Messages } from '../../../common/errors/messages.js';
import { ProfileFieldsDto } from './profile-fields.dto.js';

export class UpdateProfileDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ example: 'old-secret', description: 'Required with new_password' })
  @IsOptional()
  @IsString({ message: Messages.oldPasswordRequired })
  old_password?: string;

  @ApiPropertyOptional({ example: 'new-secret', minLength: 6 })
  @IsOptional()
  @IsPassword()
  new_password?: string;

  @ApiPropertyOptional({ example: 'new-secret', description: 'Must equal new_password' })
  @IsOptional()
  @IsString({ message: Messages.passwordsMismatch })
  new_repeated_password?: string;
}
