import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { pageMetaOf, type PageQueryDto } from '../../common/dto/page-query.dto.js';
import { applyFields } from '../../infrastructure/database/apply-fields.js';
import { AuditService } from '../audit/audit.service.js';
import { certificateNotFound } from './certificates.errors.js';
import {
  type AdminCertificateDto,
  type AdminCertificatesPageDto,
  type CertificateDto,
  type CreateCertificateDto,
  toAdminCertificateDto,
  toCertificateDto,
  type UpdateCertificateDto,
} from './dto/certificate.dto.js';
import { Certificate } from './entities/certificate.entity.js';

/** Request field → entity column, for every field (all are copied as they are). */
const columns = {
  title: 'title',
  description: 'description',
  image: 'image',
  issued_at: 'issuedAt',
  sort: 'sort',
} as const satisfies Record<keyof UpdateCertificateDto, keyof Certificate>;

const displayOrder = { sort: 'ASC', id: 'ASC' } as const;

/** The author's certificates: a public list and the admin's edits, each audited. */
@Injectable()
export class CertificatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The public list. */
  async list(): Promise<CertificateDto[]> {
    return (await this.all()).map(toCertificateDto);
  }

  /** The admin's unpaged list. */
  async adminList(): Promise<AdminCertificateDto[]> {
    return (await this.all()).map(toAdminCertificateDto);
  }

  async page(query: PageQueryDto): Promise<AdminCertificatesPageDto> {
    const [certificates, total] = await this.dataSource.getRepository(Certificate).findAndCount({
      order: displayOrder,
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    return { certificates: certificates.map(toAdminCertificateDto), ...pageMetaOf(query, total) };
  }

  async get(id: number): Promise<AdminCertificateDto> {
    const certificate = await this.dataSource.getRepository(Certificate).findOneBy({ id });
    if (!certificate) throw certificateNotFound();
    return toAdminCertificateDto(certificate);
  }

  async create(actorId: number, dto: CreateCertificateDto): Promise<AdminCertificateDto> {
    const created = await this.dataSource.transaction(async (manager) => {
      const certificate = manager.create(Certificate, {});
      applyFields(certificate, dto, columns);
      const saved = await manager.save(certificate);
      await this.audit.record(manager, {
        actorId,
        action: 'certificate.create',
        entityType: 'certificate',
        entityId: saved.id,
        details: { title: saved.title },
      });
      return saved;
    });
    return toAdminCertificateDto(created);
  }

  async update(
    actorId: number,
    id: number,
    dto: UpdateCertificateDto,
  ): Promise<AdminCertificateDto> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const certificate = await this.lock(manager, id);
      const changed = applyFields(certificate, dto, columns);
      const saved = await manager.save(certificate);
      if (changed.length > 0) {
        await this.audit.record(manager, {
          actorId,
          action: 'certificate.update',
          entityType: 'certificate',
          entityId: id,
          details: { fields: changed },
        });
      }
      return saved;
    });
    return toAdminCertificateDto(updated);
  }

  async remove(actorId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const certificate = await this.lock(manager, id);
      await manager.delete(Certificate, { id });
      await this.audit.record(manager, {
        actorId,
        action: 'certificate.delete',
        entityType: 'certificate',
        entityId: id,
        details: { title: certificate.title, image: certificate.image },
      });
    });
  }

  private all(): Promise<Certificate[]> {
    return this.dataSource.getRepository(Certificate).find({ order: displayOrder });
  }

  private async lock(manager: EntityManager, id: number): Promise<Certificate> {
    const certificate = await manager.findOne(Certificate, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!certificate) throw certificateNotFound();
    return certificate;
  }
}
