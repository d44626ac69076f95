import { adminPlaceholder } from '../shared/placeholder';

export const AdminUsersPage = adminPlaceholder('users');
export const AdminUserCreatePage = adminPlaceholder('userCreate');
export const AdminUserEditPage = adminPlaceholder('userEdit');
export const AdminUserVideocoursesPage = adminPlaceholder('userVideocourses');
export const AdminUserTariffPage = adminPlaceholder('userTariff');
