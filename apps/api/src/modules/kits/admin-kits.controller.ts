import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../common/clock/clock.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { TitleSearchPageQueryDto } from '../../common/dto/page-query.dto.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { AdminOnly, CurrentUser } from '../auth/auth.decorators.js';
import { type Viewer, viewerOf } from '../catalog/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { AddCustomPriceDto, SortDto } from '../catalog/dto/admin-catalog.dto.js';
import { AdminKitsService } from './admin-kits.service.js';
import {
  AdminKitResponseDto,
  CreateKitDto,
  UpdateKitDto,
  KitsPageDto,
} from './dto/admin-kit.dto.js';
import { KitsResponseDto } from './dto/kit.dto.js';

@ApiTags('admin-kits')
@Controller('v2/admin/kits')
@AdminOnly()
export class AdminKitsController {
  constructor(
    private readonly kits: AdminKitsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListKits',
    summary: 'All kits, inactive included, in catalog order, with title search',
  })
  @ApiOkResponse({ type: KitsPageDto })
  @ApiErrors(400)
  async list(
    @CurrentUser() admin: User,
    @Query() query: TitleSearchPageQueryDto,
  ): Promise<KitsPageDto> {
    const { kits, total } = await this.kits.list(query, this.viewer(admin));
    return { kits, total, page: query.page, per_page: query.per_page };
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateKit',
    summary: 'Create a kit; webinar_ids sets its courses in order',
  })
  @ApiCreatedResponse({ type: AdminKitResponseDto })
  @ApiErrors(400)
  async create(
    @CurrentUser() admin: User,
    @Body() body: CreateKitDto,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.create(admin.id, body, this.viewer(admin)) };
  }

  @Post('sort')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSortKits',
    summary: 'Put kits in this order (sort = position + 1); answers them in that order',
  })
  @ApiOkResponse({ type: KitsResponseDto })
  @ApiErrors(400)
  async sort(@CurrentUser() admin: User, @Body() body: SortDto): Promise<KitsResponseDto> {
    return { kits: await this.kits.sort(admin.id, body.ids, this.viewer(admin)) };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminGetKit',
    summary: 'A kit with its courses and every custom price window',
  })
  @ApiOkResponse({ type: AdminKitResponseDto })
  @ApiErrors(400, 404)
  async get(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.get(id, this.viewer(admin)) };
  }

  @Post(':id/update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUpdateKit',
    summary: 'Change the given fields; webinar_ids replaces the courses; price changes are audited',
  })
  @ApiOkResponse({ type: AdminKitResponseDto })
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateKitDto,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.update(admin.id, id, body, this.viewer(admin)) };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'adminDeleteKit',
    summary: 'Delete a kit; 409 while learners have or had access to it',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.kits.remove(admin.id, id);
    return OK;
  }

  @Post(':id/add-custom-price')
  @ApiOperation({
    operationId: 'adminAddKitCustomPrice',
    summary: 'Add a time-boxed price; it is final_price while now lies in [start, end]',
  })
  @ApiCreatedResponse({ type: AdminKitResponseDto })
  @ApiErrors(400, 404)
  async addCustomPrice(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: AddCustomPriceDto,
  ): Promise<AdminKitResponseDto> {
    return {
      kit: await this.kits.addCustomPrice(admin.id, id, body, this.viewer(admin)),
    };
  }

  private viewer(admin: User): Viewer {
    return viewerOf(admin, this.clock.now());
  }
}
