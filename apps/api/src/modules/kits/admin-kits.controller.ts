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
import { AdminKitsService } from './admin-kits.service.js';
import {
  AdminKitResponseDto,
  CreateKitDto,
  KitsPageDto,
  UpdateKitDto,
} from './dto/admin-kit.dto.js';
import { KitsResponseDto } from './dto/kit.dto.js';
import { KitErrorCodes } from './kits.errors.js';

const { KIT_NOT_FOUND, KIT_HAS_LEARNERS } = KitErrorCodes;
const { REFERENCE_CONFLICT } = CommonErrorCodes;

@ApiTags('admin-kits')
@Controller('v2/admin/kits')
@AdminOnly()
export class AdminKitsController {
  constructor(private readonly kits: AdminKitsService) {}

  @AdminCatalogRoute('list', {
    operationId: 'adminListKits',
    summary:
      'All kits, inactive included, in catalog order, with title search and an is_active filter',
    response: KitsPageDto,
    errors: [400],
  })
  async list(
    @CurrentViewer() viewer: SignedInViewer,
    @Query() query: AdminCatalogPageQueryDto,
  ): Promise<KitsPageDto> {
    const { items, total } = await this.kits.list(query, viewer);
    return { kits: items, total, page: query.page, per_page: query.per_page };
  }

  @AdminCatalogRoute('create', {
    operationId: 'adminCreateKit',
    summary: 'Create a kit; webinar_ids sets its courses in order',
    response: AdminKitResponseDto,
    errors: [400, REFERENCE_CONFLICT],
  })
  async create(
    @CurrentViewer() viewer: SignedInViewer,
    @Body() body: CreateKitDto,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.create(viewer.user.id, body, viewer) };
  }

  @AdminCatalogRoute('sort', {
    operationId: 'adminSortKits',
    summary: 'Put kits in this order (sort = position + 1); answers them in that order',
    response: KitsResponseDto,
    errors: [400],
  })
  async sort(
    @CurrentViewer() viewer: SignedInViewer,
    @Body() body: SortDto,
  ): Promise<KitsResponseDto> {
    return { kits: await this.kits.sort(viewer.user.id, body.ids, viewer) };
  }

  @AdminCatalogRoute('get', {
    operationId: 'adminGetKit',
    summary: 'A kit with its courses and every custom price window',
    response: AdminKitResponseDto,
    errors: [400, KIT_NOT_FOUND],
  })
  async get(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.get(id, viewer) };
  }

  @AdminCatalogRoute('update', {
    operationId: 'adminUpdateKit',
    summary: 'Change the given fields; webinar_ids replaces the courses; price changes are audited',
    response: AdminKitResponseDto,
    errors: [400, KIT_NOT_FOUND, REFERENCE_CONFLICT],
  })
  async update(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateKitDto,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.update(viewer.user.id, id, body, viewer) };
  }

  @AdminCatalogRoute('remove', {
    operationId: 'adminDeleteKit',
    summary: 'Delete a kit; 409 while learners have or had access to it',
    response: MessageResponseDto,
    errors: [400, KIT_NOT_FOUND, KIT_HAS_LEARNERS, REFERENCE_CONFLICT],
  })
  async remove(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.kits.remove(admin.id, id);
    return OK;
  }

  @AdminCatalogRoute('addCustomPrice', {
    operationId: 'adminAddKitCustomPrice',
    summary: 'Add a time-boxed price; it is final_price while now lies in [start, end]',
    response: AdminKitResponseDto,
    errors: [400, KIT_NOT_FOUND],
  })
  async addCustomPrice(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Body() body: AddCustomPriceDto,
  ): Promise<AdminKitResponseDto> {
    return { kit: await this.kits.addCustomPrice(viewer.user.id, id, body, viewer) };
  }

  @AdminCatalogRoute('removeCustomPrice', {
    operationId: 'adminDeleteKitCustomPrice',
    summary: 'Delete one custom price window (past, current or future); audited',
    response: AdminKitResponseDto,
    errors: [400, KIT_NOT_FOUND, CatalogErrorCodes.CUSTOM_PRICE_NOT_FOUND],
  })
  async removeCustomPrice(
    @CurrentViewer() viewer: SignedInViewer,
    @Param('id', idParamPipe) id: number,
    @Param('priceId', idParamPipe) priceId: number,
  ): Promise<AdminKitResponseDto> {
    return {
      kit: await this.kits.removeCustomPrice(viewer.user.id, id, priceId, viewer),
    };
  }
}
