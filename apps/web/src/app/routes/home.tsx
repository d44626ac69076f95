import { Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AuthorPortrait } from '@/components/ui/author-portrait';
import { HomeCoursesSection } from '@/features/catalog/components/home-courses-section';
import { useBootShellGone } from '@/lib/boot-shell';

export function HomePage() {
  // The hero home.html painted over the page (build/boot-shell.ts) goes as this one appears.
  useBootShellGone('page');
  return (
    <>
      <HomeHero />
      <HomeCoursesSection />
    </>
  );
}

/** The dark warm hero under the home page's dark header: the offer, the way in, the author. */
export function HomeHero() {
  const { t } = useTranslation('pages');
  return (
    <Box
      bg="ink.bg"
      color="ink.fg"
      py={{ base: 12, md: 20 }}
      // A terracotta glow behind the portrait, so the dark stays warm rather than flat.
      bgImage="radial-gradient(circle at 78% 40%, {colors.brand.800} 0%, transparent 55%)"
      overflow="hidden"
      data-testid="home-hero"
    >
      <Container maxW="6xl">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1.3fr) minmax(0, 1fr)' }}
          gap={{ base: 10, md: 12 }}
          alignItems="center"
        >
          <Stack gap={6}>
            <Text
              color="ink.accent"
              fontWeight="semibold"
              letterSpacing="wider"
              textTransform="uppercase"
              fontSize="sm"
            >
              {t('home.eyebrow')}
            </Text>
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              lineHeight="1.15"
              fontWeight="semibold"
            >
              {t('home.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="ink.muted" maxW="xl">
              {t('home.lead')}
            </Text>
            <HStack gap={4} flexWrap="wrap" pt={2}>
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to={paths.videocourses}>{t('home.toVideocourses')}</RouterLink>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                color="ink.fg"
                borderColor="ink.muted"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to={paths.kits}>{t('home.toKits')}</RouterLink>
              </Button>
            </HStack>
          </Stack>
          <Box px={{ base: 6, md: 0 }}>
            <AuthorPortrait maxW={{ base: '240px', md: '340px' }} eager />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
