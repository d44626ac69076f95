import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { AuditService } from '../audit/audit.service.js';
import { consultationRequestNotFound } from './consultations.errors.js';
import {
  type ConsultationRequestDto,
  type ConsultationRequestsPageDto,
  type ConsultationRequestsQueryDto,
  toConsultationRequestDto,
} from './dto/consultation-request.dto.js';
import { ConsultationRequest } from './entities/consultation-request.entity.js';

/** The admin's side of consultation requests: the list, and marking one done or waiting again. */
@Injectable()
export class AdminConsultationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Newest first; `done` keeps the handled (true) or the waiting (false) ones. */
  async page(query: ConsultationRequestsQueryDto): Promise<ConsultationRequestsPageDto> {
    const doneAt = query.done === undefined ? undefined : query.done ? Not(IsNull()) : IsNull();
    const [requests, total] = await this.dataSource
      .getRepository(ConsultationRequest)
      .findAndCount({
        where: doneAt ? { doneAt } : {},
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (query.page - 1) * query.per_page,
        take: query.per_page,
      });
    return {
      consultation_requests: requests.map(toConsultationRequestDto),
      ...pageMetaOf(query, total),
    };
  }

  /**
   * Marks the request done (the first mark's time stays when it is sent again) or waiting again;
   * a real change is audited.
   */
  async setDone(actorId: number, id: number, done: boolean): Promise<ConsultationRequestDto> {
    return this.dataSource.transaction(async (manager) => {
      const request = await manager.findOne(ConsultationRequest, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!request) throw consultationRequestNotFound();
      if (done === (request.doneAt !== null)) return toConsultationRequestDto(request);
      request.doneAt = done ? this.clock.now() : null;
      await manager.save(request);
      await this.audit.record(manager, {
        actorId,
        action: done ? 'consultation_request.done' : 'consultation_request.reopen',
        entityType: 'consultation_request',
        entityId: id,
      });
      return toConsultationRequestDto(request);
    });
  }
}
