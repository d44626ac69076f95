import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { AccessSource } from '../access/entities/access-grant.entity.js';
import { User } from '../users/entities/user.entity.js';
import { userNotFound } from '../users/users.errors.js';
import { Tariff } from './entities/tariff.entity.js';
import { UserTariff } from './entities/user-tariff.entity.js';
import { isExplicitExpiryAllowed, nextPeriod } from './school-access-rules.js';
import { expiresAtOutOfRange, tariffInactive, tariffNotFound } from './school.errors.js';

/** Who gives the access: an admin by hand, or a confirmed payment for the `lesson` product. */
export type BindOrigin =
  { source: 'admin'; boundBy: number } | { source: 'payment'; paymentId: number };

export interface BindRequest {
  userId: number;
  tariff: Tariff;
  origin: BindOrigin;
  /** An admin's explicit end: the period then runs from now to it. */
  expiresAt?: Date;
}

/**
 * The one writer of school access (user_tariffs). Learner access to a school is an active period
 * (starts_at ≤ now < expires_at) on one of that school's tariffs; the learner's own pages read it
 * through UserExercisesReader, in the same statement as what they show.
 */
@Injectable()
export class SchoolAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The period in force now (the one ending last, if several schools), with its tariff; or null. */
  async activeTariff(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserTariff | null> {
    const now = this.clock.now();
    return manager.findOne(UserTariff, {
      where: { userId, startsAt: LessThanOrEqual(now), expiresAt: MoreThan(now) },
      relations: { tariff: true },
      order: { expiresAt: 'DESC', id: 'DESC' },
    });
  }

  /**
   * Adds a period of access in the caller's transaction and returns it with its tariff. The user
   * row is locked first, so concurrent bindings and purchases of one learner extend one after the
   * other. An admin cannot bind an inactive tariff; a payment always gets what it paid for, once:
   * binding the same payment again returns the row it made. Callers audit.
   */
  async bind(manager: EntityManager, request: BindRequest): Promise<UserTariff> {
    const { userId, tariff, origin } = request;
    const user = await manager.findOne(User, {
      select: { id: true },
      where: { id: userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) throw userNotFound();
    if (origin.source === 'payment') {
      const earlier = await manager.findOne(UserTariff, {
        where: { paymentId: origin.paymentId },
        relations: { tariff: true },
      });
      if (earlier) return earlier;
    } else if (!tariff.isActive) {
      throw tariffInactive();
    }
    const now = this.clock.now();
    if (request.expiresAt && !isExplicitExpiryAllowed(request.expiresAt, now)) {
      throw expiresAtOutOfRange();
    }
    const periods = await manager.find(UserTariff, {
      where: { userId, expiresAt: MoreThan(now), tariff: { schoolId: tariff.schoolId } },
    });
    const period = nextPeriod(periods, now, tariff.periodDays, request.expiresAt);
    const saved = await manager.save(
      manager.create(UserTariff, {
        userId,
        tariffId: tariff.id,
        source: origin.source === 'admin' ? AccessSource.ADMIN : AccessSource.PAYMENT,
        boundBy: origin.source === 'admin' ? origin.boundBy : null,
        paymentId: origin.source === 'payment' ? origin.paymentId : null,
        startsAt: period.startsAt,
        expiresAt: period.expiresAt,
      }),
    );
    saved.tariff = tariff;
    return saved;
  }

  /** A tariff a learner may buy now (product type `lesson`): an existing, active one. */
  async tariffForSale(tariffId: number): Promise<Tariff> {
    const tariff = await this.dataSource.manager.findOneBy(Tariff, {
      id: tariffId,
      isActive: true,
    });
    if (!tariff) throw tariffNotFound();
    return tariff;
  }

  /**
   * The period a confirmed `lesson` payment bought, in the settling transaction. The tariff is read
   * whatever its flag now: a payment made while it was on sale gets what it paid for.
   */
  async bindPaid(
    manager: EntityManager,
    request: { userId: number; tariffId: number; paymentId: number },
  ): Promise<UserTariff> {
    const tariff = await manager.findOneByOrFail(Tariff, { id: request.tariffId });
    const origin: BindOrigin = { source: 'payment', paymentId: request.paymentId };
    return this.bind(manager, { userId: request.userId, tariff, origin });
  }

  /**
   * A refunded payment takes back only the period it bought (periods bought or bound separately
   * stay). Returns the removed period, or null when the payment had bought none.
   */
  async revokeByPayment(manager: EntityManager, paymentId: number): Promise<UserTariff | null> {
    const row = await manager.findOne(UserTariff, {
      where: { paymentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return null;
    await manager.delete(UserTariff, { id: row.id });
    return row;
  }
}
