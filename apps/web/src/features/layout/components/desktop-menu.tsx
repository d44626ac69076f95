import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mainMenu } from '../config/menu-items';

export function DesktopMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation('layout');
  const color = dark ? 'white' : 'fg';
  return (
    // Between the desktop breakpoint and the width where every item fits, the menu scrolls within
    // itself rather than pushing the page sideways; focus scrolls a hidden item into view.
    <HStack
      as="nav"
      aria-label={t('menu.label')}
      gap={1}
      display={{ base: 'none', md: 'flex' }}
      minW={0}
      flex="0 1 auto"
      overflowX="auto"
    >
      {mainMenu.map((item) =>
        item.children ? (
          <Menu.Root key={item.title} positioning={{ placement: 'bottom-start' }}>
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
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {item.children.map((child) => (
                    <Menu.Item key={child.route} value={child.route} asChild>
                      <RouterLink to={child.route}>{t(child.title)}</RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
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
