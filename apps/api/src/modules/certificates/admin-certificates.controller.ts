import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CertificatesService } from './certificates.service.js';
import { CertificateErrorCodes } from './certificates.errors.js';
import {
  AdminCertificateResponseDto,
  AdminCertificatesPageDto,
  AdminCertificatesResponseDto,
  CreateCertificateDto,
  UpdateCertificateDto,
} from './dto/certificate.dto.js';

/** Two path families kept for existing clients: v1 lists, creates and updates; v2 pages, reads and deletes. */
@ApiTags('admin-certificates')
@Controller()
@AdminOnly()
export class AdminCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('v1/admin/certificates')
  @ApiOperation({
    operationId: 'adminListAllCertificates',
    summary: 'Every certificate in display order (unpaged; see the v2 list for pages)',
  })
  @ApiOkResponse({ type: AdminCertificatesResponseDto })
  async all(): Promise<AdminCertificatesResponseDto> {
    return { certificates: await this.certificates.adminList() };
  }

  @Post('v1/admin/certificates')
  @ApiOperation({ operationId: 'adminCreateCertificate', summary: 'Create a certificate' })
  @ApiCreatedResponse({ type: AdminCertificateResponseDto })
  @ApiErrors(400)
  async create(
    @CurrentUser() admin: User,
    @Body() body: CreateCertificateDto,
  ): Promise<AdminCertificateResponseDto> {
    return { certificate: await this.certificates.create(admin.id, body) };
  }

  @Post('v1/admin/certificates/:id/update')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminUpdateCertificate', summary: 'Change the given fields' })
  @ApiOkResponse({ type: AdminCertificateResponseDto })
  @ApiErrors(400, CertificateErrorCodes.CERTIFICATE_NOT_FOUND)
  async update(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateCertificateDto,
  ): Promise<AdminCertificateResponseDto> {
    return { certificate: await this.certificates.update(admin.id, id, body) };
  }

  @Get('v2/admin/certificates')
  @ApiOperation({ operationId: 'adminListCertificates', summary: 'Certificates, paged' })
  @ApiOkResponse({ type: AdminCertificatesPageDto })
  @ApiErrors(400)
  page(@Query() query: PageQueryDto): Promise<AdminCertificatesPageDto> {
    return this.certificates.page(query);
  }

  @Get('v2/admin/certificates/:id')
  @ApiOperation({ operationId: 'adminGetCertificate', summary: 'A certificate by id' })
  @ApiOkResponse({ type: AdminCertificateResponseDto })
  @ApiErrors(400, CertificateErrorCodes.CERTIFICATE_NOT_FOUND)
  async get(@Param('id', idParamPipe) id: number): Promise<AdminCertificateResponseDto> {
    return { certificate: await this.certificates.get(id) };
  }

  @Delete('v2/admin/certificates/:id')
  @ApiOperation({ operationId: 'adminDeleteCertificate', summary: 'Delete a certificate' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, CertificateErrorCodes.CERTIFICATE_NOT_FOUND)
  async remove(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.certificates.remove(admin.id, id);
    return OK;
  }
}
