import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { Header } from './header';
import { renderWithProviders } from '@/testing/render';
import { BOOT_SHELL_ID, BOOT_SHELL_VARIANT } from '@/lib/boot-shell-markup';

/** The frame as index.html has it before the script runs. */
function paintBootShell() {
  const shell = document.createElement('div');
  shell.id = BOOT_SHELL_ID;
  shell.setAttribute(BOOT_SHELL_VARIANT, 'light');
  document.body.prepend(shell);
}

describe('the header frame painted before the script', () => {
  afterEach(() => document.getElementById(BOOT_SHELL_ID)?.remove());

  it('goes when the app’s header appears', async () => {
    paintBootShell();
    renderWithProviders(<Header />);
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  it('goes when the error screen appears instead', async () => {
    paintBootShell();
    renderWithProviders(<ErrorFallback />);
    expect(await screen.findByTestId('error-reload')).toBeInTheDocument();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  it('is left alone while neither has appeared', () => {
    paintBootShell();
    renderWithProviders(<p>Загрузка</p>);
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
  });
});
