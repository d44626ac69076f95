import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { UserErrorCodes } from '../users/users.errors.js';
import { AdminUserWebinarsService } from './admin-user-webinars.service.js';
import { SetUserWebinarsDto, UserWebinarsResponseDto } from './dto/user-webinars.dto.js';

@ApiTags('admin-users')
@Controller('v2/admin/users/:id')
@AdminOnly()
export class AdminUserWebinarsController {
  constructor(private readonly userWebinars: AdminUserWebinarsService) {}

  @Get('webinars')
  @ApiOperation({
    operationId: 'adminListUserWebinars',
    summary: "A user's webinar access, with dates and origin",
  })
  @ApiOkResponse({ type: UserWebinarsResponseDto })
  @ApiErrors(400, UserErrorCodes.USER_NOT_FOUND)
  async list(@Param('id', idParamPipe) id: number): Promise<UserWebinarsResponseDto> {
    return { webinars: await this.userWebinars.list(id) };
  }

  @Post('set-webinars')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSetUserWebinars',
    summary:
      'Grant, change or revoke webinar access by hand: the list is what the user keeps; audited',
  })
  @ApiOkResponse({ type: UserWebinarsResponseDto })
  @ApiErrors(400, UserErrorCodes.USER_NOT_FOUND)
  async set(
    @CurrentUser() actor: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: SetUserWebinarsDto,
  ): Promise<UserWebinarsResponseDto> {
    return { webinars: await this.userWebinars.set(actor.id, id, body) };
  }
}
