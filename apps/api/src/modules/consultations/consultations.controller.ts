import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, ViewerAware } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { CredentialRateLimit } from '../../common/rate-limit/credential-rate-limit.js';
import type { User } from '../users/entities/user.entity.js';
import { ConsultationsService } from './consultations.service.js';
import { CreateConsultationRequestDto } from './dto/consultation-request.dto.js';

@ApiTags('consultations')
@Controller('v1/consultation-requests')
export class ConsultationsController {
  constructor(private readonly consultations: ConsultationsService) {}

  @Post()
  @HttpCode(200)
  @ViewerAware()
  @CredentialRateLimit()
  @ApiOperation({
    operationId: 'requestConsultation',
    summary: 'Book a consultation (/consultation-appointment); the owner gets a letter',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 429)
  async create(
    @CurrentUser() user: User | null,
    @Body() body: CreateConsultationRequestDto,
  ): Promise<MessageResponseDto> {
    await this.consultations.create(body, user?.id ?? null);
    return OK;
  }
}
