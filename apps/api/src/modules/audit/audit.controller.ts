import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { AuditService } from './audit.service.js';
import { AuditPageDto, AuditQueryDto, toAuditEntryDto } from './dto/audit.dto.js';

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
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const { entries, total } = await this.audit.page(
      { entityType: query.entity_type, entityId: query.entity_id },
      query.page,
      query.per_page,
    );
    return {
      entries: entries.map(toAuditEntryDto),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  }
}
