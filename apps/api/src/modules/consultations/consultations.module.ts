import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { AdminConsultationsController } from './admin-consultations.controller.js';
import { AdminConsultationsService } from './admin-consultations.service.js';
import { ConsultationsController } from './consultations.controller.js';
import { ConsultationsService } from './consultations.service.js';
import { ConsultationRequest } from './entities/consultation-request.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ConsultationRequest]), MailModule],
  controllers: [ConsultationsController, AdminConsultationsController],
  providers: [ConsultationsService, AdminConsultationsService],
})
export class ConsultationsModule {}
