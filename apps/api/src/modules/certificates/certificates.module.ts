import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Certificate } from './entities/certificate.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Certificate])],
  controllers: [],
  providers: [],
})
export class CertificatesModule {}
