import { Button } from '@chakra-ui/react';
import { Menu } from '@/components/ui/lazy-widgets';
import { Link as RouterLink } from 'react-router-dom';
import { useMenuNavigate } from '../hooks/use-menu-navigate';
import { useTranslation } from 'react-i18next';
import { adminMenu } from '../config/menu-items';
import { HEADER_MENU_STRATEGY, HeaderMenuPopup } from './header-menu-popup';

export function AdminMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation('layout');
  const menuNavigate = useMenuNavigate();
  return (
    <Menu.Root
      navigate={menuNavigate}
      positioning={{ placement: 'bottom-end', strategy: HEADER_MENU_STRATEGY }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          color={dark ? 'white' : 'fg'}
          data-testid="admin-menu-trigger"
        >
          {t('adminMenu.title')} ▾
        </Button>
      </Menu.Trigger>
      <HeaderMenuPopup data-testid="admin-menu">
        {adminMenu.map((item) => (
          <Menu.Item key={item.route} value={item.route} asChild>
            <RouterLink to={item.route}>{t(item.title)}</RouterLink>
          </Menu.Item>
        ))}
      </HeaderMenuPopup>
    </Menu.Root>
  );
}
