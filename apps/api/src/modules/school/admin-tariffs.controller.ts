import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { UserErrorCodes } from '../users/users.errors.js';
import { AdminTariffsService } from './admin-tariffs.service.js';
import { AdminSchoolsResponseDto } from './dto/admin-school.dto.js';
import {
  BindTariffDto,
  CreateTariffDto,
  TariffResponseDto,
  TariffsResponseDto,
  UpdateTariffDto,
  UserTariffResponseDto,
} from './dto/admin-tariff.dto.js';
import { SchoolErrorCodes } from './school.errors.js';

const { SCHOOL_NOT_FOUND, TARIFF_NOT_FOUND, TARIFF_INACTIVE } = SchoolErrorCodes;

@ApiTags('admin-school')
@Controller('v1/school/admin')
@AdminOnly()
export class AdminTariffsController {
  constructor(private readonly tariffs: AdminTariffsService) {}

  @Get('schools')
  @ApiOperation({ operationId: 'adminListSchools', summary: 'Every school, by id' })
  @ApiOkResponse({ type: AdminSchoolsResponseDto })
  async schools(): Promise<AdminSchoolsResponseDto> {
    return { schools: await this.tariffs.schools() };
  }

  @Get('tariffs')
  @ApiOperation({
    operationId: 'adminListTariffs',
    summary: 'Every tariff, inactive included, by school and id',
  })
  @ApiOkResponse({ type: TariffsResponseDto })
  async list(): Promise<TariffsResponseDto> {
    return { tariffs: await this.tariffs.list() };
  }

  @Post('tariffs')
  @ApiOperation({ operationId: 'adminCreateTariff', summary: 'Create a tariff of a school' })
  @ApiCreatedResponse({ type: TariffResponseDto })
  @ApiErrors(400, SCHOOL_NOT_FOUND)
  async create(@Body() body: CreateTariffDto): Promise<TariffResponseDto> {
    return { tariff: await this.tariffs.create(body) };
  }

  @Post('tariffs/bind-to-user')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminBindTariff',
    summary:
      'Give a learner a period of the tariff’s school: period_days from where their access ends ' +
      '(or now), or from now to expires_at. Audited',
  })
  @ApiOkResponse({ type: UserTariffResponseDto })
  @ApiErrors(400, UserErrorCodes.USER_NOT_FOUND, TARIFF_NOT_FOUND, TARIFF_INACTIVE)
  async bind(
    @CurrentUser() admin: User,
    @Body() body: BindTariffDto,
  ): Promise<UserTariffResponseDto> {
    return { user_tariff: await this.tariffs.bind(admin.id, body) };
  }

  @Post('tariffs/:id/update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUpdateTariff',
    summary: 'Change the given fields; periods already given keep their dates',
  })
  @ApiOkResponse({ type: TariffResponseDto })
  @ApiErrors(400, TARIFF_NOT_FOUND)
  async update(
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateTariffDto,
  ): Promise<TariffResponseDto> {
    return { tariff: await this.tariffs.update(id, body) };
  }
}
