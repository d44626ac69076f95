import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCertificatesController } from './admin-certificates.controller.js';
import { CertificatesController } from './certificates.controller.js';
import { CertificatesService } from './certificates.service.js';
import { Certificate } from './entities/certificate.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate])],
  controllers: [CertificatesController, AdminCertificatesController],
  providers: [CertificatesService],
})
export class CertificatesModule {}
