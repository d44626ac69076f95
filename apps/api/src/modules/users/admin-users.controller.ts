import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { ActiveTariffLookup } from './active-tariff-lookup.js';
import {
  AdminCreateUserDto,
  AdminUpdateUserDto,
  AdminUserQueryDto,
  AdminUserResponseDto,
  AdminUsersQueryDto,
  UsersPageDto,
} from './dto/admin-user.dto.js';
import { UserResponseDto } from './dto/user.dto.js';
import type { User } from './entities/user.entity.js';
import { UsersService } from './users.service.js';
import { UserErrorCodes } from './users.errors.js';

@ApiTags('admin-users')
@Controller('v2/admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly activeTariffs: ActiveTariffLookup,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListUsers',
    summary: 'Users, newest first, with search and pagination',
  })
  @ApiOkResponse({ type: UsersPageDto })
  @ApiErrors(400)
  list(@Query() query: AdminUsersQueryDto): Promise<UsersPageDto> {
    return this.users.list(query);
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateUser',
    summary: 'Create a user with a password and roles',
  })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors(400, UserErrorCodes.LOGIN_TAKEN)
  async create(@Body() body: AdminCreateUserDto): Promise<UserResponseDto> {
    return { user: await this.users.adminCreate(body) };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminGetUser',
    summary: 'A user by id; with_active_tariff=1 adds the school tariff in force now',
  })
  @ApiOkResponse({ type: AdminUserResponseDto })
  @ApiErrors(400, UserErrorCodes.USER_NOT_FOUND)
  async get(
    @Param('id', idParamPipe) id: number,
    @Query() query: AdminUserQueryDto,
  ): Promise<AdminUserResponseDto> {
    const user = await this.users.adminGet(id);
    if (!query.with_active_tariff) return { user };
    return { user: { ...user, active_tariff: await this.activeTariffs.activeTariffOf(id) } };
  }

  @Post(':id/update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUpdateUser',
    summary: 'Edit a user, including login, password and roles',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(
    400,
    UserErrorCodes.USER_NOT_FOUND,
    UserErrorCodes.LOGIN_TAKEN,
    UserErrorCodes.CANNOT_REVOKE_OWN_ADMIN,
  )
  async update(
    @CurrentUser() actor: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: AdminUpdateUserDto,
  ): Promise<UserResponseDto> {
    return { user: await this.users.adminUpdate(actor.id, id, body) };
  }
}
