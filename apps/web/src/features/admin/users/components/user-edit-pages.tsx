import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { userRequests } from '../api/users';
import { adminUserKeys } from '../query-keys';
import type { AdminUser } from '../schemas';
import {
  emptyUserForm,
  toUpdateBody,
  toUserBody,
  toUserFormValues,
  type UserFormValues,
} from '../user-form-schema';
import { UserForm } from './user-form';
import { UserFrame } from './user-frame';
import { Page } from '@/components/ui/page-frame';

/** /admin/users/create: a new user with a password and roles; then on to their page. */
export function UserCreatePage() {
  const { t } = useTranslation('admin-users');
  const navigate = useNavigate();
  const create = useAdminMutation({
    mutationFn: (values: UserFormValues) => userRequests.create(toUserBody(values)),
    success: t('form.created'),
    invalidate: [adminUserKeys.all],
    errorToast: false,
    onSuccess: (user) => navigate(paths.admin.userEdit(user.id)),
  });
  return (
    <Page>
      <Stack gap={6} data-testid="admin-user-create">
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {t('form.createTitle')}
        </Heading>
        <UserForm
          mode="create"
          defaultValues={emptyUserForm}
          onSubmit={(values) => create.mutateAsync(values)}
          pending={create.isPending}
          error={create.error}
        />
      </Stack>
    </Page>
  );
}

function EditUser({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const update = useAdminMutation({
    mutationFn: (values: UserFormValues) => userRequests.update(user.id, toUpdateBody(values)),
    success: t('form.saved'),
    invalidate: [adminUserKeys.all],
    errorToast: false,
  });
  return (
    <UserForm
      mode="edit"
      defaultValues={toUserFormValues(user)}
      onSubmit={(values) => update.mutateAsync(values)}
      pending={update.isPending}
      error={update.error}
    />
  );
}

/** /admin/users/{id}/edit: the user's profile, password and roles. */
export function UserEditPage() {
  return (
    <UserFrame testId="admin-user-edit">
      {(user) => <EditUser key={user.id} user={user} />}
    </UserFrame>
  );
}
