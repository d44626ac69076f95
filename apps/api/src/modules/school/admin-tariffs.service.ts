import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { applyFields } from '../../infrastructure/database/apply-fields.js';
import { AuditService } from '../audit/audit.service.js';
import type { ActiveTariffLookup } from '../users/active-tariff-lookup.js';
import { type AdminSchoolDto, toAdminSchoolDto } from './dto/admin-school.dto.js';
import {
  type BindTariffDto,
  type CreateTariffDto,
  type TariffDto,
  toTariffDto,
  type UpdateTariffDto,
} from './dto/admin-tariff.dto.js';
import { toUserTariffDto, type UserTariffDto } from './dto/school-shared.dto.js';
import { School } from './entities/school.entity.js';
import { Tariff } from './entities/tariff.entity.js';
import { SchoolAccessService } from './school-access.service.js';
import { schoolNotFound, tariffNotFound } from './school.errors.js';

/** Request field → entity column, for everything copied as it is. */
const columns = {
  name: 'name',
  period_days: 'periodDays',
  price: 'price',
  price_azn: 'priceAzn',
  is_active: 'isActive',
} as const satisfies Record<keyof UpdateTariffDto, keyof Tariff>;

/**
 * The admin's schools and tariffs, and binding a tariff to a learner by hand (audited). Also the
 * users module's view of a learner's active tariff, for the admin's user page.
 */
@Injectable()
export class AdminTariffsService implements ActiveTariffLookup {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: SchoolAccessService,
    private readonly audit: AuditService,
  ) {}

  async schools(): Promise<AdminSchoolDto[]> {
    const schools = await this.dataSource.manager.find(School, { order: { id: 'ASC' } });
    return schools.map(toAdminSchoolDto);
  }

  async list(): Promise<TariffDto[]> {
    const tariffs = await this.dataSource.manager.find(Tariff, {
      order: { schoolId: 'ASC', id: 'ASC' },
    });
    return tariffs.map(toTariffDto);
  }

  async create(dto: CreateTariffDto): Promise<TariffDto> {
    if (!(await this.dataSource.manager.existsBy(School, { id: dto.school_id }))) {
      throw schoolNotFound();
    }
    const tariff = this.dataSource.manager.create(Tariff, { schoolId: dto.school_id });
    applyFields(tariff, dto, columns);
    return toTariffDto(await this.dataSource.manager.save(tariff));
  }

  async update(id: number, dto: UpdateTariffDto): Promise<TariffDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const tariff = await manager.findOne(Tariff, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!tariff) throw tariffNotFound();
      applyFields(tariff, dto, columns);
      return manager.save(tariff);
    });
    return toTariffDto(saved);
  }

  /** Gives the learner a period of the tariff's school; the audit log keeps who and what. */
  async bind(actorId: number, dto: BindTariffDto): Promise<UserTariffDto> {
    return this.dataSource.transaction(async (manager) => {
      const tariff = await manager.findOneBy(Tariff, { id: dto.tariff_id });
      if (!tariff) throw tariffNotFound();
      const bound = await this.access.bind(manager, {
        userId: dto.user_id,
        tariff,
        origin: { source: 'admin', boundBy: actorId },
        expiresAt: dto.expires_at === undefined ? undefined : new Date(dto.expires_at),
      });
      const userTariff = toUserTariffDto(bound, tariff);
      await this.audit.record(manager, {
        actorId,
        action: 'school.tariff.bind',
        entityType: 'user',
        entityId: dto.user_id,
        details: {
          user_tariff_id: userTariff.id,
          tariff_id: tariff.id,
          school_id: tariff.schoolId,
          starts_at: userTariff.starts_at,
          expires_at: userTariff.expires_at,
          explicit_expiry: dto.expires_at !== undefined,
        },
      });
      return userTariff;
    });
  }

  async activeTariffOf(userId: number): Promise<UserTariffDto | null> {
    const active = await this.access.activeTariff(userId);
    return active && toUserTariffDto(active);
  }
}
