import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditPageDto, AuditQueryDto } from './dto/audit.dto.js';

@ApiTags('admin-audit')
@Controller('v2/admin/audit')
@AdminOnly()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListAudit',
    summary: 'The audit log, newest first, optionally for one entity type or one entity',
  })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiErrors(400)
  list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.audit.page(query);
  }
}
