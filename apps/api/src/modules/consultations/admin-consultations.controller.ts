import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { ConsultationsService } from './consultations.service.js';
import { ConsultationRequestsPageDto } from './dto/consultation-request.dto.js';

@ApiTags('admin-consultations')
@Controller('v2/admin/consultation-requests')
@AdminOnly()
export class AdminConsultationsController {
  constructor(private readonly consultations: ConsultationsService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListConsultationRequests',
    summary: 'Consultation requests, newest first',
  })
  @ApiOkResponse({ type: ConsultationRequestsPageDto })
  @ApiErrors(400)
  list(@Query() query: PageQueryDto): Promise<ConsultationRequestsPageDto> {
    return this.consultations.page(query);
  }
}
