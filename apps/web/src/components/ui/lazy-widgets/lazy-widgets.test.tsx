import { useState } from 'react';
import { Button, Portal } from '@chakra-ui/react';
import type {
  Dialog as ChakraDialog,
  Menu as ChakraMenu,
  Tooltip as ChakraTooltip,
} from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chakraImports } from '@/testing/chakra-imports';
import { renderWithProviders } from '@/testing/render';
import { deferredNamespace } from './deferred-namespace';

/** A Menu of its own (the shared ones are preloaded for every test), counting its loads. */
function freshMenu(load = () => import('./parts/menu').then((module) => module.Menu)) {
  const loads = vi.fn(load);
  return {
    Menu: deferredNamespace<typeof ChakraMenu>(loads, { wakeOn: 'click', popup: 'menu' }),
    loads,
  };
}

function AccountMenu({ Menu }: { Menu: typeof ChakraMenu }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button data-testid="trigger">Кабинет</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="menu">
            <Menu.Item value="profile">Личные данные</Menu.Item>
            <Menu.Item value="logout">Выйти</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

describe('a deferred widget', () => {
  it('renders only its trigger, and loads nothing until the trigger is reached for', async () => {
    const { Menu, loads } = freshMenu();
    renderWithProviders(<AccountMenu Menu={Menu} />);
    const trigger = screen.getByRole('button', { name: 'Кабинет' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu')).not.toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();

    await userEvent.hover(trigger);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first click once its code has arrived, and works as the widget itself', async () => {
    const { Menu, loads } = freshMenu();
    renderWithProviders(<AccountMenu Menu={Menu} />);
    await userEvent.click(screen.getByRole('button', { name: 'Кабинет' }));
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.getByTestId('trigger')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByTestId('trigger')).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard and gives focus back to its trigger', async () => {
    const { Menu } = freshMenu();
    renderWithProviders(<AccountMenu Menu={Menu} />);
    await userEvent.tab();
    expect(screen.getByTestId('trigger')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('trigger')).toHaveFocus());
  });

  it('loads at once when it is open from the start, and asks its owner to open when controlled', async () => {
    const loads = vi.fn(() => import('./parts/dialog').then((module) => module.Dialog));
    const Dialog = deferredNamespace<typeof ChakraDialog>(loads, {
      wakeOn: 'click',
      popup: 'dialog',
    });
    const onOpenChange = vi.fn();
    function Controlled({ startOpen }: { startOpen: boolean }) {
      const [open, setOpen] = useState(startOpen);
      return (
        <Dialog.Root
          open={open}
          onOpenChange={(details) => {
            onOpenChange(details);
            setOpen(details.open);
          }}
        >
          <Dialog.Trigger asChild>
            <Button>Подарить</Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Подарок другу</Dialog.Title>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      );
    }
    const first = renderWithProviders(<Controlled startOpen />);
    expect(await screen.findByRole('dialog', { name: 'Подарок другу' })).toBeVisible();
    first.unmount();

    renderWithProviders(<Controlled startOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Подарить' }));
    expect(await screen.findByRole('dialog', { name: 'Подарок другу' })).toBeVisible();
    expect(onOpenChange).toHaveBeenCalledWith({ open: true });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('a controlled widget woken by its trigger closes for good (the ☰ drawer stayed open)', async () => {
    const Dialog = deferredNamespace<typeof ChakraDialog>(
      () => import('./parts/dialog').then((module) => module.Dialog),
      { wakeOn: 'click', popup: 'dialog' },
    );
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
          <Dialog.Trigger asChild>
            <Button>Меню</Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Навигация</Dialog.Title>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      );
    }
    renderWithProviders(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(await screen.findByRole('dialog', { name: 'Навигация' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Навигация' })).not.toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Навигация' })).not.toBeInTheDocument();
  });

  it('stays a plain trigger when its code cannot be fetched, and tries again on the next click', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const { Menu } = freshMenu(() =>
      online
        ? import('./parts/menu').then((module) => module.Menu)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderWithProviders(<AccountMenu Menu={Menu} />);
    await userEvent.click(screen.getByRole('button', { name: 'Кабинет' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Кабинет' }));
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});

describe('a deferred tooltip', () => {
  it('wakes and shows when the pointer reaches its trigger', async () => {
    const Tooltip = deferredNamespace<typeof ChakraTooltip>(
      () => import('./parts/tooltip').then((module) => module.Tooltip),
      { wakeOn: 'hover' },
    );
    renderWithProviders(
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <Button>Замок</Button>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>Курс скрыт</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>,
    );
    expect(screen.queryByText('Курс скрыт')).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: 'Замок' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Курс скрыт');
  });
});

describe('the overlay widgets', () => {
  it('are imported from lazy-widgets everywhere, so none of them is on every first visit', () => {
    const deferred = ['Menu', 'Dialog', 'Drawer', 'Tooltip'];
    const direct = chakraImports()
      .filter(({ file }) => !file.startsWith('components/ui/lazy-widgets/parts/'))
      .flatMap(({ file, names }) =>
        names.filter((name) => deferred.includes(name)).map((name) => `${file}: ${name}`),
      );
    expect(direct).toEqual([]);
  });
});
