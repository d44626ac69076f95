import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsultationRequest } from './entities/consultation-request.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultationRequest])],
  controllers: [],
  providers: [],
})
export class ConsultationsModule {}
