import { Initial1795236871334 } from './1795236871334-Initial.js';
import { Catalog1795237835708 } from './1795237835708-Catalog.js';
import { RenewalPrices1795238400000 } from './1795238400000-RenewalPrices.js';
import { Payments1795442217602 } from './1795442217602-Payments.js';
import { School1795454593342 } from './1795454593342-School.js';
import { ConsultationDone1795462823445 } from './1795462823445-ConsultationDone.js';
import { StatisticsIndexes1795462839025 } from './1795462839025-StatisticsIndexes.js';
import { PaymentsPaidOn1795824052316 } from './1795824052316-PaymentsPaidOn.js';

/** Migrations in the order they run; `pnpm --filter @course-shop/api migration:generate Name` appends here. */
export const migrations = [
  Initial1795236871334,
  Catalog1795237835708,
  RenewalPrices1795238400000,
  Payments1795442217602,
  School1795454593342,
  ConsultationDone1795462823445,
  StatisticsIndexes1795462839025,
  PaymentsPaidOn1795824052316,
];
