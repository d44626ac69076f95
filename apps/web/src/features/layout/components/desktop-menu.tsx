import { Button, HStack } from '@chakra-ui/react';
import { Menu } from '@/components/ui/lazy-widgets';
import { Link as RouterLink } from 'react-router-dom';
import { useMenuNavigate } from '../hooks/use-menu-navigate';
import { useTranslation } from 'react-i18next';
import { FULL_MENU_FROM } from '../config/header-layout';
import { mainMenu } from '../config/menu-items';
import { HEADER_MENU_STRATEGY, HeaderMenuPopup } from './header-menu-popup';

export function DesktopMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation('layout');
  const menuNavigate = useMenuNavigate();
  const color = dark ? 'white' : 'fg';
  return (
    // Only where every item fits; narrower screens get the ☰ menu instead.
    <HStack
      as="nav"
      aria-label={t('menu.label')}
      gap={1}
      hideBelow={FULL_MENU_FROM}
      flexShrink={0}
      data-testid="desktop-menu"
    >
      {mainMenu.map((item) =>
        item.children ? (
          <Menu.Root
            navigate={menuNavigate}
            key={item.title}
            positioning={{ placement: 'bottom-start', strategy: HEADER_MENU_STRATEGY }}
          >
            <Menu.Trigger asChild>
              <Button
                variant="ghost"
                size="sm"
                color={color}
                _hover={{ bg: dark ? 'whiteAlpha.200' : 'bg.muted' }}
              >
                {t(item.title)} ▾
              </Button>
            </Menu.Trigger>
            <HeaderMenuPopup>
              {item.children.map((child) => (
                <Menu.Item key={child.route} value={child.route} asChild>
                  <RouterLink to={child.route}>{t(child.title)}</RouterLink>
                </Menu.Item>
              ))}
            </HeaderMenuPopup>
          </Menu.Root>
        ) : (
          <Button
            key={item.title}
            asChild
            variant="ghost"
            size="sm"
            color={color}
            _hover={{ bg: dark ? 'whiteAlpha.200' : 'bg.muted' }}
          >
            <RouterLink to={item.route}>{t(item.title)}</RouterLink>
          </Button>
        ),
      )}
    </HStack>
  );
}
