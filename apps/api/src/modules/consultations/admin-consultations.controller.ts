import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminConsultationsService } from './admin-consultations.service.js';
import { ConsultationErrorCodes } from './consultations.errors.js';
import {
  ConsultationRequestResponseDto,
  ConsultationRequestsPageDto,
  ConsultationRequestsQueryDto,
  UpdateConsultationRequestDto,
} from './dto/consultation-request.dto.js';

@ApiTags('admin-consultations')
@Controller('v2/admin/consultation-requests')
@AdminOnly()
export class AdminConsultationsController {
  constructor(private readonly consultations: AdminConsultationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListConsultationRequests',
    summary: 'Consultation requests, newest first, optionally only the done or the waiting ones',
  })
  @ApiOkResponse({ type: ConsultationRequestsPageDto })
  @ApiErrors(400)
  list(@Query() query: ConsultationRequestsQueryDto): Promise<ConsultationRequestsPageDto> {
    return this.consultations.page(query);
  }

  @Post(':id/update')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminUpdateConsultationRequest',
    summary: 'Mark a consultation request done, or waiting again; audited',
  })
  @ApiOkResponse({ type: ConsultationRequestResponseDto })
  @ApiErrors(400, ConsultationErrorCodes.CONSULTATION_REQUEST_NOT_FOUND)
  async update(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateConsultationRequestDto,
  ): Promise<ConsultationRequestResponseDto> {
    return { consultation_request: await this.consultations.setDone(admin.id, id, body.done) };
  }
}
