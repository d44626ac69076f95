import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '@/lib/format';
import { AdminTable } from '../../shared/admin-table';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { adminCatalogKeys } from '../query-keys';
import { customPriceRequests, type CustomPriceBody, type PricedKind } from '../api/custom-prices';
import type { CustomPrice } from '../schemas';
import { CustomPriceDialog } from './custom-price-dialog';
import { customPricePhase, type CustomPricePhase } from './custom-price-rules';

const phaseColor: Record<CustomPricePhase, string> = {
  active: 'green',
  future: 'blue',
  past: 'gray',
};

interface CustomPricesPanelProps {
  kind: PricedKind;
  itemId: number;
  prices: CustomPrice[];
  /** 'Now' for the active / past / future marks; a prop so tests pin it. */
  now?: Date;
}

/**
 * The custom prices of a course or a kit: every window with its mark (on now, past, to come), a
 * delete that asks first, and 'Добавить цену'. Each change reloads the item and the shop.
 */
export function CustomPricesPanel({
  kind,
  itemId,
  prices,
  now = new Date(),
}: CustomPricesPanelProps) {
  const { t } = useTranslation('admin-catalog');
  const requests = customPriceRequests[kind];
  const add = useAdminMutation({
    mutationFn: (body: CustomPriceBody) => requests.add(itemId, body),
    success: t('customPrices.added'),
    invalidate: [adminCatalogKeys.catalog],
    errorToast: false,
  });
  const remove = useAdminMutation({
    mutationFn: (priceId: number) => requests.remove(itemId, priceId),
    success: t('customPrices.removed'),
    invalidate: [adminCatalogKeys.catalog],
  });

  return (
    <Stack as="section" gap={4} aria-labelledby="custom-prices-heading" data-testid="custom-prices">
      <Heading as="h2" size="lg" id="custom-prices-heading">
        {t('customPrices.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('customPrices.help')}
      </Text>
      {prices.length === 0 ? (
        <Text data-testid="custom-prices-empty">{t('customPrices.empty')}</Text>
      ) : (
        <AdminTable
          label={t('customPrices.tableLabel')}
          columns={[
            t('customPrices.columns.window'),
            t('customPrices.columns.price'),
            t('customPrices.columns.price_azn'),
            t('customPrices.columns.phase'),
            t('customPrices.columns.actions'),
          ]}
        >
          {prices.map((price) => {
            const phase = customPricePhase(price, now);
            const start = formatDateTime(price.start);
            const end = formatDateTime(price.end);
            const window = t('customPrices.window', { start, end });
            return (
              <Table.Row key={price.id} data-testid={`custom-price-${price.id}`}>
                {/* Each moment on its own unbroken line: the table scrolls in its box instead. */}
                <Table.Cell whiteSpace="nowrap">
                  {t('customPrices.from', { start })}
                  <br />
                  {t('customPrices.to', { end })}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t('money.rub', { amount: formatPrice(price.price) })}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {t('money.azn', { amount: formatPrice(price.price_azn) })}
                </Table.Cell>
                <Table.Cell>
                  <Badge
                    colorPalette={phaseColor[phase]}
                    data-testid={`custom-price-${price.id}-phase`}
                  >
                    {t(`customPrices.phase.${phase}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <ConfirmDialog
                    testId={`custom-price-${price.id}-delete`}
                    title={t('customPrices.deleteTitle')}
                    confirmLabel={t('actions.delete')}
                    pending={remove.isPending}
                    onConfirm={() => remove.mutateAsync(price.id)}
                    trigger={
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('customPrices.delete', { window })}
                      >
                        {t('actions.delete')}
                      </Button>
                    }
                  >
                    <Text>{t('customPrices.deleteText', { window })}</Text>
                  </ConfirmDialog>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      )}
      <CustomPriceDialog
        testId="custom-price-dialog"
        onAdd={(body) => add.mutateAsync(body)}
        pending={add.isPending}
        error={add.error}
        onOpen={() => add.reset()}
      />
    </Stack>
  );
}
