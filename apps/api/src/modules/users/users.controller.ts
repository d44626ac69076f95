import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, BearerToken, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UserResponseDto } from './dto/user.dto.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';
import { UserErrorCodes } from './users.errors.js';

@ApiTags('user')
@Controller('v1/user')
@Authenticated()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current')
  @ApiOperation({ operationId: 'getCurrentUser', summary: 'The logged-in user' })
  @ApiOkResponse({ type: UserResponseDto })
  current(@CurrentUser() user: User): UserResponseDto {
    return { user: this.users.profileOf(user) };
  }

  @Post('update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'updateCurrentUser',
    summary: 'Edit the profile; a new password needs old_password and new_repeated_password',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, UserErrorCodes.WRONG_OLD_PASSWORD)
  async update(
    @CurrentUser() user: User,
    @BearerToken() token: string,
    @Body() body: UpdateProfileDto,
  ): Promise<UserResponseDto> {
    return { user: await this.users.updateProfile(user.id, body, token) };
  }
}
