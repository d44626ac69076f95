import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../../common/auth/role.js';
import type { User } from '../entities/user.entity.js';

/** The user as every client sees it; built only through toUserDto so no hash ever leaks. */
export class UserDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'anna@example.com' })
  login: string;

  @ApiProperty({ type: String, nullable: true, example: 'anna@example.com' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Анна' })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Сергеевна' })
  middle_name: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Иванова' })
  last_name: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+79991234567' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, example: '1990-05-17', description: 'yyyy-MM-dd' })
  birth_date: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Ставрополь' })
  city: string | null;

  @ApiProperty({ type: String, nullable: true, example: '+7(999)1234567' })
  cellphone: string | null;

  @ApiProperty({ enum: Role, enumName: 'Role', isArray: true, example: [Role.USER] })
  roles: Role[];

  @ApiProperty({ example: '2026-11-21T10:00:00.000Z' })
  created_at: string;
}

export class UserResponseDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    phone: user.phone,
    birth_date: user.birthDate,
    city: user.city,
    cellphone: user.cellphone,
    roles: user.roles,
    created_at: user.createdAt.toISOString(),
  };
}
