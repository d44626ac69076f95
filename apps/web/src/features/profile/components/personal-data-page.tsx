import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useCurrentUser } from '../api/get-current-user';
import { ProfileForm } from './profile-form';

export function PersonalDataPage() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const currentUser = useCurrentUser();

  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {t('title')}
      </Heading>
      {currentUser.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {currentUser.isError ? <QueryError title={t('loadError')} query={currentUser} /> : null}
      {currentUser.data ? <ProfileForm key={currentUser.data.id} user={currentUser.data} /> : null}
    </Container>
  );
}
