import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, ViewerAware } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { CurrentViewer } from '../catalog/current-viewer.decorator.js';
import type { SignedInViewer, Viewer } from '../catalog/viewer.js';
import { KitResponseDto, KitsResponseDto } from './dto/kit.dto.js';
import { MyKitsQueryDto } from './dto/my-kits-query.dto.js';
import { KitsService } from './kits.service.js';
import { KitErrorCodes } from './kits.errors.js';

@ApiTags('kits')
@Controller('v2/user/kits')
export class KitsController {
  constructor(private readonly kits: KitsService) {}

  @Get()
  @ViewerAware()
  @ApiOperation({ operationId: 'listKits', summary: 'Course kits, priced for the viewer' })
  @ApiOkResponse({ type: KitsResponseDto })
  async list(@CurrentViewer() viewer: Viewer): Promise<KitsResponseDto> {
    return { kits: await this.kits.list(viewer) };
  }

  @Get('my')
  @Authenticated()
  @ApiOperation({
    operationId: 'listMyKits',
    summary:
      "The viewer's kits; mark_id=1 gives 'Психотерапевт 21 века' (non-empty shows its menu item)",
  })
  @ApiOkResponse({ type: KitsResponseDto })
  @ApiErrors(400)
  async my(
    @CurrentViewer() viewer: SignedInViewer,
    @Query() query: MyKitsQueryDto,
  ): Promise<KitsResponseDto> {
    return { kits: await this.kits.owned(viewer, query.mark_id) };
  }

  @Get(':id')
  @ViewerAware()
  @ApiOperation({ operationId: 'getKit', summary: 'A kit with its courses' })
  @ApiOkResponse({ type: KitResponseDto })
  @ApiErrors(400, KitErrorCodes.KIT_NOT_FOUND)
  async get(
    @Param('id', idParamPipe) id: number,
    @CurrentViewer() viewer: Viewer,
  ): Promise<KitResponseDto> {
    return { kit: await this.kits.get(id, viewer) };
  }
}
