import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { HomeCoursesSection } from '@/features/catalog/components/home-courses-section';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeCoursesSection />
    </>
  );
}

function HomeHero() {
  const { t } = useTranslation('pages');
  return (
    <Box bg="gray.900" color="white" py={{ base: 16, md: 28 }}>
      <Container maxW="5xl">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb={4}>
          {t('home.title')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.300" mb={8} maxW="2xl">
          {t('home.lead')}
        </Text>
        <HStack gap={4} flexWrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.videocourses}>{t('home.toVideocourses')}</RouterLink>
          </Button>
          <Button
            asChild
            variant="outline"
            size="lg"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <RouterLink to={paths.kits}>{t('home.toKits')}</RouterLink>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
