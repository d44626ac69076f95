import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { CommonErrorCodes } from '../../common/errors/common-error-codes.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { AdminCatalogRoute } from '../catalog/admin-catalog-route.decorator.js';
import { CurrentViewer } from '../catalog/current-viewer.decorator.js';
import { CatalogErrorCodes } from '../catalog/catalog.errors.js';
import {
  AddCustomPriceDto,
  AdminCatalogPageQueryDto,
  SortDto,
} from '../catalog/dto/admin-catalog.dto.js';
import type { SignedInViewer } from '../catalog/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminWebinarsService } from './admin-webinars.service.js';
import {
  AdminWebinarResponseDto,
  CreateWebinarDto,
  UpdateWebinarDto,
  WebinarsPageDto,
} from './dto/admin-webinar.dto.js';
import { WebinarsResponseDto } from './dto/webinar.dto.js';
import { WebinarErrorCodes } from './webinars.errors.js';

const { WEBINAR_NOT_FOUND, WEBINAR_HAS_LEARNERS } = WebinarErrorCodes;
const { REFERENCE_CONFLICT } = CommonErrorCodes;

@ApiTags('admin-webinars')
@Controller('v2/admin/webinars')
@AdminOnly()
export class AdminWebinarsController {
  constructor(private readonly webinars: AdminWebinarsService) {}

  @AdminCatalogRoute('list', {
    operationId: 'adminListWebinars',
    summary:
      'All video courses, inactive included, in catalog order, with title search and an is_active filter',
    response: WebinarsPageDto,
    errors: [400],
  })
  async list(
    @CurrentViewer() viewer: SignedInViewer,
    @Query() query: AdminCatalogPageQueryDto,
  ): Promise<WebinarsPageDto> {
    const { items, total } = await this.webinars.list(query, viewer);
    return { webinars: items, total, page: query.page, per_page: query.per_page };
  }

  @AdminCatalogRoute('create', {
    operationId: 'adminCreateWebinar',
    summary: 'Create a video course',
    response: AdminWebinarResponseDto,
    errors: [400, REFERENCE_CONFLICT],
  })
  async create(
    @CurrentViewer() viewer: SignedInViewer,
    @Body() body: CreateWebinarDto,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.create(viewer.user.id, body, viewer) };
  }

  @AdminCatalogRoute('sort', {
    operationId: 'adminSortWebinars',
    summary: 'Put video courses in this order (sort = position + 1); answers them in that order',
    response: WebinarsResponseDto,
    errors: [400],
  })
  async sort(
    @CurrentViewer() viewer: SignedInViewer,
    @Body() body: SortDto,
  ): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.sort(viewer.user.id, body.ids, viewer) };
  }

  @AdminCatalogRoute('get', {
    operationId: 'adminGetWebinar',
    summary: 'A video course with every custom price window',
    response: AdminWebinarResponseDto,
    errors: [400, WEBINAR_NOT_FOUND],
  })
  async get(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.get(id, viewer) };
  }

  @AdminCatalogRoute('update', {
    operationId: 'adminUpdateWebinar',
    summary: 'Change the given fields; tag_ids replaces the tags; price changes are audited',
    response: AdminWebinarResponseDto,
    errors: [400, WEBINAR_NOT_FOUND, REFERENCE_CONFLICT],
  })
  async update(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateWebinarDto,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.update(viewer.user.id, id, body, viewer) };
  }

  @AdminCatalogRoute('remove', {
    operationId: 'adminDeleteWebinar',
    summary: 'Delete a video course; 409 while learners have or had access to it',
    response: MessageResponseDto,
    errors: [400, WEBINAR_NOT_FOUND, WEBINAR_HAS_LEARNERS, REFERENCE_CONFLICT],
  })
  async remove(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.webinars.remove(admin.id, id);
    return OK;
  }

  @AdminCatalogRoute('addCustomPrice', {
    operationId: 'adminAddWebinarCustomPrice',
    summary: 'Add a time-boxed price; it is final_price while now lies in [start, end]',
    response: AdminWebinarResponseDto,
    errors: [400, WEBINAR_NOT_FOUND],
  })
  async addCustomPrice(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Body() body: AddCustomPriceDto,
  ): Promise<AdminWebinarResponseDto> {
    return { webinar: await this.webinars.addCustomPrice(viewer.user.id, id, body, viewer) };
  }

  @AdminCatalogRoute('removeCustomPrice', {
    operationId: 'adminDeleteWebinarCustomPrice',
    summary: 'Delete one custom price window (past, current or future); audited',
    response: AdminWebinarResponseDto,
    errors: [400, WEBINAR_NOT_FOUND, CatalogErrorCodes.CUSTOM_PRICE_NOT_FOUND],
  })
  async removeCustomPrice(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Param('priceId', idParamPipe) priceId: number,
  ): Promise<AdminWebinarResponseDto> {
    return {
      webinar: await this.webinars.removeCustomPrice(viewer.user.id, id, priceId, viewer),
    };
  }
}
