import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicTariffsResponseDto } from './dto/user-school.dto.js';
import { UserSchoolService } from './user-school.service.js';

/** Public: what the psychotypes course page offers for sale. */
@ApiTags('school')
@Controller('v1/school/tariffs')
export class SchoolTariffsController {
  constructor(private readonly school: UserSchoolService) {}

  @Get()
  @ApiOperation({
    operationId: 'listSchoolTariffs',
    summary: 'School tariffs on sale (active ones)',
  })
  @ApiOkResponse({ type: PublicTariffsResponseDto })
  async list(): Promise<PublicTariffsResponseDto> {
    return { tariffs: await this.school.listPublicTariffs() };
  }
}
