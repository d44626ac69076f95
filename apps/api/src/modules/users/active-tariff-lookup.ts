/**
 * The learner's school tariff in force now, for the admin's user page (`with_active_tariff`).
 * Declared here and provided by the school module, so users never depends on school. The answer
 * is the school's `UserTariffDto`, documented by name in the user's admin answer.
 */
export abstract class ActiveTariffLookup {
  abstract activeTariffOf(userId: number): Promise<object | null>;
}
