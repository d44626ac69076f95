import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { bindTariff } from '../api/tariffs';
import { adminUserKeys } from '../query-keys';
import type { AdminUser, UserTariff } from '../schemas';
import { BindTariffForm } from './bind-tariff-form';
import { UserFrame } from './user-frame';

function ActiveTariff({ tariff }: { tariff: UserTariff | null | undefined }) {
  const { t } = useTranslation('admin-users');
  return (
    <Box as="section" aria-labelledby="active-tariff-title" data-testid="active-tariff">
      <Heading as="h2" size="lg" id="active-tariff-title" mb={3}>
        {t('tariff.active')}
      </Heading>
      {tariff ? (
        <DataList.Root orientation="horizontal">
          {(
            [
              ['name', tariff.tariff_name],
              ['starts', formatDate(tariff.starts_at)],
              ['expires', formatDate(tariff.expires_at)],
              ['source', t(`tariff.source.${tariff.source}`)],
            ] as const
          ).map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(`tariff.fields.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{t('tariff.none')}</Text>
      )}
    </Box>
  );
}

function UserTariffSection({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const bind = useAdminMutation({
    mutationFn: bindTariff,
    success: t('tariff.bind.done'),
    invalidate: [adminUserKeys.user(user.id)],
    errorToast: false,
  });
  return (
    <Stack gap={8}>
      <ActiveTariff tariff={user.active_tariff} />
      <BindTariffForm
        userId={user.id}
        onBind={(body) => bind.mutateAsync(body)}
        pending={bind.isPending}
        error={bind.error}
      />
    </Stack>
  );
}

/** /admin/users/{id}/tariff: the school tariff in force and binding one by hand. */
export function UserTariffPage() {
  return (
    <UserFrame testId="admin-user-tariff">{(user) => <UserTariffSection user={user} />}</UserFrame>
  );
}
