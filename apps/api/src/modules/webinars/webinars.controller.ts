import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, ViewerAware } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { CurrentViewer } from '../catalog/current-viewer.decorator.js';
import type { SignedInViewer, Viewer } from '../catalog/viewer.js';
import { TagsResponseDto, WebinarResponseDto, WebinarsResponseDto } from './dto/webinar.dto.js';
import { WebinarsQueryDto } from './dto/webinars-query.dto.js';
import { WebinarsService } from './webinars.service.js';
import { WebinarErrorCodes } from './webinars.errors.js';

@ApiTags('webinars')
@Controller()
export class WebinarsController {
  constructor(private readonly webinars: WebinarsService) {}

  @Get('v2/user/webinars')
  @ViewerAware()
  @ApiOperation({
    operationId: 'listWebinars',
    summary: 'The catalog of video courses, priced for the viewer',
  })
  @ApiOkResponse({ type: WebinarsResponseDto })
  @ApiErrors(400)
  async list(
    @CurrentViewer() viewer: Viewer,
    @Query() query: WebinarsQueryDto,
  ): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.list(viewer, query.limit) };
  }

  @Get('v2/user/webinars/my')
  @Authenticated()
  @ApiOperation({
    operationId: 'listMyWebinars',
    summary: "The viewer's video courses, expired ones included",
  })
  @ApiOkResponse({ type: WebinarsResponseDto })
  async my(@CurrentViewer() viewer: SignedInViewer): Promise<WebinarsResponseDto> {
    return { webinars: await this.webinars.owned(viewer) };
  }

  @Get('v2/user/webinars/:id')
  @ViewerAware()
  @ApiOperation({
    operationId: 'getWebinar',
    summary: 'A video course; video_url and url only for viewers with access (and admins)',
  })
  @ApiOkResponse({ type: WebinarResponseDto })
  @ApiErrors(400, WebinarErrorCodes.WEBINAR_NOT_FOUND)
  async get(
    @Param('id', idParamPipe) id: number,
    @CurrentViewer() viewer: Viewer,
  ): Promise<WebinarResponseDto> {
    return { webinar: await this.webinars.get(id, viewer) };
  }

  @Get('v1/user/tags')
  @ApiOperation({ operationId: 'listTags', summary: 'Tags of the video courses' })
  @ApiOkResponse({ type: TagsResponseDto })
  async tags(): Promise<TagsResponseDto> {
    return { tags: await this.webinars.tags() };
  }
}
