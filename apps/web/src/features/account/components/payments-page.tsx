import { Badge, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyStatePage } from '@/components/ui/empty-state-page';
import { FormError } from '@/components/ui/form-error';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
import { usePayments, type Payment } from '../api/get-payments';
import { Container, Heading } from '@chakra-ui/react';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium' });

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('pages');
  return (
    <Table.Root size="sm" data-testid="payments-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('account.payments.columns.date')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('account.payments.columns.purchase')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">
            {t('account.payments.columns.price')}
          </Table.ColumnHeader>
          <Table.ColumnHeader>{t('account.payments.columns.status')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.Cell>{dateFormat.format(new Date(payment.created_at))}</Table.Cell>
            <Table.Cell>
              {payment.purchase?.title ?? payment.description}
              {payment.gift_email
                ? ` · ${t('account.payments.gift', { email: payment.gift_email })}`
                : ''}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {t('account.payments.price', { price: payment.price })}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={payment.paid ? 'green' : 'gray'}>
                {payment.paid ? t('account.payments.paid') : t('account.payments.unpaid')}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function PaymentsPage() {
  const { t } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  const payments = usePayments();

  if (payments.data && payments.data.length === 0) {
    return (
      <EmptyStatePage
        title={t('account.payments.title')}
        description={t('account.payments.empty')}
      />
    );
  }
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {t('account.payments.title')}
      </Heading>
      {payments.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {payments.isError ? (
        <FormError
          message={`${t('account.payments.loadError')}: ${errorMessage(payments.error, {
            generic: tCommon('errors.generic'),
            unknown: tCommon('errors.unknown'),
          })}`}
        />
      ) : null}
      {payments.data ? <PaymentsTable payments={payments.data} /> : null}
    </Container>
  );
}
