import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { images } from '@/config/paths';

/** The gift banner under a course: the course can be given to a loved one. */
export function GiftBanner() {
  const { t } = useTranslation('catalog');
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      gap={6}
      p={6}
      borderRadius="lg"
      bg="brand.subtle"
      data-testid="gift-banner"
    >
      <Box flex="1">
        <Heading as="h2" size="lg" mb={2}>
          {t('giftBanner.title')}
        </Heading>
        <Text color="fg.muted">{t('giftBanner.text')}</Text>
      </Box>
      <Image src={images.gift} alt={t('giftBanner.imageAlt')} boxSize="120px" />
    </Stack>
  );
}
