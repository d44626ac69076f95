import type { TFunction } from 'i18next';
import type { UserSummary } from '../schemas';

/** 'Анна Иванова (anna@example.com)', or the login alone when the learner gave no name. */
export function learnerName(user: UserSummary, t: TFunction<'admin-school'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name
    ? t('learner.named', { name, login: user.login })
    : t('learner.unnamed', { login: user.login });
}
