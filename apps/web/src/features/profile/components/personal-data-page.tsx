import { Container, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-error';
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
      {currentUser.isError ? (
        <FormError
          message={`${t('loadError')}: ${errorMessage(currentUser.error, {
            generic: tCommon('errors.generic'),
            unknown: tCommon('errors.unknown'),
          })}`}
          testId="profile-load-error"
        />
      ) : null}
      {currentUser.data ? <ProfileForm key={currentUser.data.id} user={currentUser.data} /> : null}
    </Container>
  );
}
