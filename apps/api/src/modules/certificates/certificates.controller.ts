import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CertificatesService } from './certificates.service.js';
import { CertificatesResponseDto } from './dto/certificate.dto.js';

@ApiTags('certificates')
@Controller('v1/user/certificates')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listCertificates',
    summary: "The author's diplomas and certificates, in display order",
  })
  @ApiOkResponse({ type: CertificatesResponseDto })
  async list(): Promise<CertificatesResponseDto> {
    return { certificates: await this.certificates.list() };
  }
}
