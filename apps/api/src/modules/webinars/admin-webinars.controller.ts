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
import { AdminWebinarsService } from './admin-webinars.service.js';
import {
  AdminWebinarResponseDto,
  CreateWebinarDto,
  UpdateWebinarDto,
  WebinarsPageDto,
} from './dto/admin-webinar.dto.js';
import { WebinarsResponseDto } from './dto/webinar.dto.js';

@ApiTags('admin-webinars')
@Controller('v2/admin/webinars')
@AdminOnly()
export class AdminWebinarsController {
  constructor(
    private readonly webinars: AdminWebinarsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListWebinars',
    summary: 'All video courses, inactive included, in catalog order, with title search',
  })
  @ApiOkResponse({ type: WebinarsPageDto })
  @ApiErrors(400)
  async list(
    @CurrentUser() admin: User,
    @Query() query: TitleSearchPageQueryDto,
  ): Promise<WebinarsPageDto> {
    const { webinars, total } = await this.webinars.list(query, this.viewer(admin));
    return { webinars, total, page: query.page, per_page: query.per_page };
  }

  @Post()
  @ApiOperation({ operationId: 'adminCreateWebinar', summary: 'Create a video course' })
  @ApiCreatedResponse({ type: AdminWebinarResponseDto })
  @ApiErrors(400)
  async create(
    @CurrentUser() admin: User,
    @Body() body: CreateWebinarDto,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.create(admin.id, body, this.viewer(admin)) };
  }

  @Post('sort')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminSortWebinars',
    summary: 'Put video courses in this order (sort = position + 1); answers them in that order',
  })
  @ApiOkResponse({ type: WebinarsResponseDto })
  @ApiErrors(400)
  async sort(@CurrentUser() admin: User, @Body() body: SortDto): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.sort(admin.id, body.ids, this.viewer(admin)) };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminGetWebinar',
    summary: 'A video course with every custom price window',
  })
  @ApiOkResponse({ type: AdminWebinarResponseDto })
  @ApiErrors(400, 404)
  async get(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.get(id, this.viewer(admin)) };
  }

  @Post(':id/update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUpdateWebinar',
    summary: 'Change the given fields; tag_ids replaces the tags; price changes are audited',
  })
  @ApiOkResponse({ type: AdminWebinarResponseDto })
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateWebinarDto,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.update(admin.id, id, body, this.viewer(admin)) };
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'adminDeleteWebinar',
    summary: 'Delete a video course; 409 while learners have or had access to it',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 404, 409)
  async remove(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.webinars.remove(admin.id, id);
    return OK;
  }

  @Post(':id/add-custom-price')
  @ApiOperation({
    operationId: 'adminAddWebinarCustomPrice',
    summary: 'Add a time-boxed price; it is final_price while now lies in [start, end]',
  })
  @ApiCreatedResponse({ type: AdminWebinarResponseDto })
  @ApiErrors(400, 404)
  async addCustomPrice(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: AddCustomPriceDto,
  ): Promise<AdminWebinarResponseDto> {
    return {
      webinar: await this.webinars.addCustomPrice(admin.id, id, body, this.viewer(admin)),
    };
  }

  private viewer(admin: User): Viewer {
    return viewerOf(admin, this.clock.now());
  }
}
