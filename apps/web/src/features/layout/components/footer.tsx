import { Box, Container, Flex, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { documents } from '@/config/paths';
import { footerLinks } from '../config/menu-items';
import { CoursesAuthorDialog } from './courses-author-dialog';

export function Footer() {
  const { t } = useTranslation('layout');
  const year = new Date().getFullYear();
  const pdfs = [
    { href: documents.personalDataPolicy, title: t('footer.personalDataPolicy') },
    { href: documents.personalDataConsent, title: t('footer.personalDataConsent') },
    { href: documents.promotionalConsent, title: t('footer.promotionalConsent') },
  ];

  return (
    <Box as="footer" bg="ink.bg" color="ink.fg" mt="auto" py={10} data-testid="footer">
      <Container maxW="7xl">
        <Stack gap={6}>
          <Wrap as="nav" gap={5} aria-label={t('footer.home')}>
            {footerLinks.map((item) => (
              <Link key={item.title} asChild color="inherit">
                <RouterLink to={item.route}>{t(item.title)}</RouterLink>
              </Link>
            ))}
            <CoursesAuthorDialog />
          </Wrap>
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 2, md: 6 }} fontSize="sm">
            {pdfs.map((pdf) => (
              <Link key={pdf.href} href={pdf.href} target="_blank" rel="noopener" color="ink.muted">
                {pdf.title}
              </Link>
            ))}
          </Flex>
          <Text fontSize="sm" color="ink.muted">
            {t('footer.copyright', { year })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
