export { UsersPage as AdminUsersPage } from './components/users-page';
export {
  UserCreatePage as AdminUserCreatePage,
  UserEditPage as AdminUserEditPage,
} from './components/user-edit-pages';
export { UserVideocoursesPage as AdminUserVideocoursesPage } from './components/user-videocourses-page';
export { UserTariffPage as AdminUserTariffPage } from './components/user-tariff-page';
