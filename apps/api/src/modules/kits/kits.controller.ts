import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../common/clock/clock.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { Authenticated, CurrentUser, ViewerAware } from '../auth/auth.decorators.js';
import { viewerOf } from '../catalog/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { KitResponseDto, KitsResponseDto } from './dto/kit.dto.js';
import { MyKitsQueryDto } from './dto/my-kits-query.dto.js';
import { KitsService } from './kits.service.js';

@ApiTags('kits')
@Controller('v2/user/kits')
export class KitsController {
  constructor(
    private readonly kits: KitsService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ViewerAware()
  @ApiOperation({ operationId: 'listKits', summary: 'Course kits, priced for the viewer' })
  @ApiOkResponse({ type: KitsResponseDto })
  async list(@CurrentUser() user: User | null): Promise<KitsResponseDto> {
    return { kits: await this.kits.list(viewerOf(user, this.clock.now())) };
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
  async my(@CurrentUser() user: User, @Query() query: MyKitsQueryDto): Promise<KitsResponseDto> {
    return {
      kits: await this.kits.owned({ ...viewerOf(user, this.clock.now()), user }, query.mark_id),
    };
  }

  @Get(':id')
  @ViewerAware()
  @ApiOperation({ operationId: 'getKit', summary: 'A kit with its courses' })
  @ApiOkResponse({ type: KitResponseDto })
  @ApiErrors(400, 404)
  async get(
    @Param('id', idParamPipe) id: number,
    @CurrentUser() user: User | null,
  ): Promise<KitResponseDto> {
    return { kit: await this.kits.get(id, viewerOf(user, this.clock.now())) };
  }
}
