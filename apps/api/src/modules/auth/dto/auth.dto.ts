import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { Messages } from '../../../common/errors/messages.js';
import {
  IsCellphone,
  IsLoginEmail,
  IsPassword,
  IsPersonName,
} from '../../../common/validation/decorators.js';
import { UserDto } from '../../users/dto/user.dto.js';

export class LoginDto {
  @ApiProperty({ example: 'anna@example.com', description: 'The e-mail given at registration' })
  @IsLoginEmail()
  login: string;

  @ApiProperty({ example: 'secret1', minLength: 6 })
  @IsPassword()
  password: string;
}

export class RegisterDto extends LoginDto {
  @ApiProperty({ example: '+7 (999) 123 4567', description: 'Stored with spaces removed' })
  @IsCellphone()
  cellphone: string;

  @ApiProperty({ example: 'Анна', minLength: 3 })
  @IsPersonName()
  first_name: string;

  @ApiProperty({ example: 'Иванова', minLength: 3 })
  @IsPersonName()
  last_name: string;
}

export class GenerateLinkDto {
  @ApiProperty({ example: 'anna@example.com' })
  @IsLoginEmail()
  email: string;
}

export class PasswordRecoverDto {
  @ApiProperty({ example: 'q1w2e3…', description: 'The token from the recovery link' })
  @IsString({ message: Messages.invalidResetToken })
  @IsNotEmpty({ message: Messages.invalidResetToken })
  token: string;

  @ApiProperty({ example: 'new-secret', minLength: 6 })
  @IsPassword()
  new_password: string;

  @ApiProperty({ example: 'new-secret', minLength: 6 })
  @IsPassword()
  new_retyped_password: string;
}

export class AuthenticatedUserDto extends UserDto {
  @ApiProperty({ example: 'k3J9…', description: 'Bearer token; shown once per login' })
  api_token: string;
}

export class AuthenticatedUserResponseDto {
  @ApiProperty({ type: AuthenticatedUserDto })
  user: AuthenticatedUserDto;
}
