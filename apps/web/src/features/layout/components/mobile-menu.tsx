import {
  Box,
  CloseButton,
  IconButton,
  Link,
  Portal,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Drawer } from '@/components/ui/lazy-widgets';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FULL_MENU_FROM } from '../config/header-layout';
import { mainMenu } from '../config/menu-items';
import { AuthBlock } from './auth-block';
import { ContactsBlock } from './contacts-block';

function BurgerIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/** The ☰ menu wherever the full menu does not fit: a full-height drawer; a link closes it. */
export function MobileMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="start"
      size="full"
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t('mobile.open')}
          variant="ghost"
          color={dark ? 'white' : 'fg'}
          hideFrom={FULL_MENU_FROM}
          data-testid="mobile-menu-open"
        >
          <BurgerIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>{t('logoText')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body overflowY="auto">
              <Stack as="nav" aria-label={t('menu.label')} gap={1}>
                {mainMenu.map((item) =>
                  item.children ? (
                    <Box key={item.title} py={1}>
                      <Text fontWeight="semibold" color="fg.muted" fontSize="sm" py={1}>
                        {t(item.title)}
                      </Text>
                      <Stack pl={4} gap={1}>
                        {item.children.map((child) => (
                          <Link key={child.route} asChild py={1}>
                            <RouterLink to={child.route} onClick={close}>
                              {t(child.title)}
                            </RouterLink>
                          </Link>
                        ))}
                      </Stack>
                    </Box>
                  ) : (
                    <Link key={item.title} asChild py={2} fontWeight="medium">
                      <RouterLink to={item.route} onClick={close}>
                        {t(item.title)}
                      </RouterLink>
                    </Link>
                  ),
                )}
              </Stack>
              <Separator my={4} />
              <Box
                onClick={(event) =>
                  (event.target as HTMLElement).closest('a, [data-close-menu]') && close()
                }
              >
                <AuthBlock dark={false} placement="drawer" />
              </Box>
              <Separator my={4} />
              <ContactsBlock />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('mobile.close')} data-testid="mobile-menu-close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
