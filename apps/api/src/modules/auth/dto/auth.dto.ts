import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import {
  IsCellphone,
  IsLoginEmail,
  IsPassword,
  IsPersonName,
} from '../../../common/validation/decorators.js';
import { UserDto } from '../../users/dto/user.dto.js';
import { AuthMessages } from '../auth.errors.js';

export class LoginDto {
  @ApiProperty({ example: 'anna@example.com', description: 'The e-mail given at registration' })
  @IsLoginEmail()
  login: string;

  @ApiProperty({ example: 'secret1', minLength: 6 })
  @IsPassword()
  password: string;
}

export class RegisterDto extends LoginDto {
  @ApiProperty({
    example: '+7 (999) 123 4567',
    description:
      'Typed through the mask +# (###) ### ####: 1 + 3 + 3 + 4 digits, spaces optional; stored ' +
      'with spaces removed (+7(999)1234567). Anything else is refused',
  })
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
  @IsString({ message: AuthMessages.invalidResetToken })
  @IsNotEmpty({ message: AuthMessages.invalidResetToken })
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
