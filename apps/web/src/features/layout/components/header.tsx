import { Box, Container, HStack, Link, Spacer } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useBootPageKeptTo, useBootShellGone } from '@/lib/boot-shell';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { AuthBlock } from './auth-block';

const HEADER_HEIGHT = '64px';

/**
 * Dark on the home page, light elsewhere; fixed on mobile, sticky on desktop. The full menu shows
 * only where it fits (see FULL_MENU_FROM), the ☰ menu elsewhere.
 */
export function Header() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const dark = pathname === paths.home;
  useBootShellGone('frame');
  useBootPageKeptTo(pathname);

  return (
    <>
      <Box
        as="header"
        position={{ base: 'fixed', md: 'sticky' }}
        top={0}
        left={0}
        right={0}
        zIndex="sticky"
        bg={dark ? 'ink.bg' : 'bg'}
        color={dark ? 'white' : 'fg'}
        borderBottomWidth={dark ? 0 : '1px'}
        data-testid="header"
        data-theme-variant={dark ? 'dark' : 'light'}
      >
        <Container maxW="7xl" h={HEADER_HEIGHT}>
          <HStack h="full" gap={{ base: 2, md: 4 }}>
            <MobileMenu dark={dark} />
            <Link
              asChild
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              whiteSpace="nowrap"
              flexShrink={0}
              color="inherit"
              _hover={{ textDecoration: 'none' }}
            >
              <RouterLink to={paths.home} data-testid="header-logo">
                {t('logoText')}
              </RouterLink>
            </Link>
            <Spacer />
            <DesktopMenu dark={dark} />
            {/* On phones the login/account block lives in the drawer. */}
            <HStack gap={2} hideBelow="md" flexShrink={0}>
              <AuthBlock dark={dark} placement="header" />
            </HStack>
          </HStack>
        </Container>
      </Box>
      {/* Keeps content clear of the fixed mobile header. */}
      <Box h={HEADER_HEIGHT} display={{ base: 'block', md: 'none' }} aria-hidden="true" />
    </>
  );
}
