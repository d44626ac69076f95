import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { ContentService } from './content.service.js';
import { ContentErrorCodes } from './content.errors.js';
import {
  CompetenceResponseDto,
  CompetenciesResponseDto,
  FeedbacksResponseDto,
  MessagesResponseDto,
} from './dto/content.dto.js';

@ApiTags('content')
@Controller('v1/user')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('competencies')
  @ApiOperation({ operationId: 'listCompetencies', summary: "The author's competencies" })
  @ApiOkResponse({ type: CompetenciesResponseDto })
  async competencies(): Promise<CompetenciesResponseDto> {
    return { competencies: await this.content.competencies() };
  }

  @Get('competencies/:id')
  @ApiOperation({ operationId: 'getCompetence', summary: 'One competence' })
  @ApiOkResponse({ type: CompetenceResponseDto })
  @ApiErrors(400, ContentErrorCodes.COMPETENCE_NOT_FOUND)
  async competence(@Param('id', idParamPipe) id: number): Promise<CompetenceResponseDto> {
    return { competence: await this.content.competence(id) };
  }

  @Get('feedbacks')
  @ApiOperation({ operationId: 'listFeedbacks', summary: 'Video reviews' })
  @ApiOkResponse({ type: FeedbacksResponseDto })
  async feedbacks(): Promise<FeedbacksResponseDto> {
    return { feedbacks: await this.content.feedbacks() };
  }

  @Get('messages')
  @ApiOperation({ operationId: 'listMessages', summary: 'Written reviews of learners' })
  @ApiOkResponse({ type: MessagesResponseDto })
  async messages(): Promise<MessagesResponseDto> {
    return { messages: await this.content.messages() };
  }
}
