import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../common/clock/clock.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { Authenticated, CurrentUser, ViewerAware } from '../auth/auth.decorators.js';
import { viewerOf } from '../catalog/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { TagsResponseDto, WebinarResponseDto, WebinarsResponseDto } from './dto/webinar.dto.js';
import { WebinarsService } from './webinars.service.js';

@ApiTags('webinars')
@Controller()
export class WebinarsController {
  constructor(
    private readonly webinars: WebinarsService,
    private readonly clock: Clock,
  ) {}

  @Get('v2/user/webinars')
  @ViewerAware()
  @ApiOperation({
    operationId: 'listWebinars',
    summary: 'The catalog of video courses, priced for the viewer',
  })
  @ApiOkResponse({ type: WebinarsResponseDto })
  async list(@CurrentUser() user: User | null): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.list(viewerOf(user, this.clock.now())) };
  }

  @Get('v2/user/webinars/my')
  @Authenticated()
  @ApiOperation({
    operationId: 'listMyWebinars',
    summary: "The viewer's video courses, expired ones included",
  })
  @ApiOkResponse({ type: WebinarsResponseDto })
  async my(@CurrentUser() user: User): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.owned({ ...viewerOf(user, this.clock.now()), user }) };
  }

  @Get('v2/user/webinars/:id')
  @ViewerAware()
  @ApiOperation({
    operationId: 'getWebinar',
    summary: 'A video course; video_url and url only for viewers with access (and admins)',
  })
  @ApiOkResponse({ type: WebinarResponseDto })
  @ApiErrors(400, 404)
  async get(
    @Param('id', idParamPipe) id: number,
    @CurrentUser() user: User | null,
  ): Promise<WebinarResponseDto> {
    return { webinar: await this.webinars.get(id, viewerOf(user, this.clock.now())) };
  }

  @Get('v1/user/tags')
  @ApiOperation({ operationId: 'listTags', summary: 'Tags of the video courses' })
  @ApiOkResponse({ type: TagsResponseDto })
  async tags(): Promise<TagsResponseDto> {
    return { tags: await this.webinars.tags() };
  }
}
