import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { HomePage } from '@/app/routes/home';
import { Header } from './header';
import { renderWithProviders } from '@/testing/render';
import { removeAnonymousBootPage } from '@/lib/boot-shell';
import {
  BOOT_PAGE_ID,
  BOOT_PAGE_PATH,
  BOOT_SHELL_ID,
  BOOT_SHELL_VARIANT,
} from '@/lib/boot-shell-markup';

/** The frame as index.html has it before the script runs. */
function paintBootShell() {
  const shell = document.createElement('div');
  shell.id = BOOT_SHELL_ID;
  shell.setAttribute(BOOT_SHELL_VARIANT, 'light');
  document.body.prepend(shell);
}

/** The prerendered screen a page lays over itself: home.html's hero, an item's first screen. */
function paintBootPage(path = '/') {
  const page = document.createElement('div');
  page.id = BOOT_PAGE_ID;
  page.setAttribute(BOOT_PAGE_PATH, path);
  document.body.prepend(page);
}

const painted = (id: string) => document.getElementById(id) !== null;

describe('the header frame painted before the script', () => {
  afterEach(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
    document.getElementById(BOOT_PAGE_ID)?.remove();
  });

  it('goes when the app’s header appears', async () => {
    paintBootShell();
    renderWithProviders(<Header />);
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(painted(BOOT_SHELL_ID)).toBe(false);
  });

  it('goes when the error screen appears instead, with the home page’s hero', async () => {
    paintBootShell();
    paintBootPage();
    renderWithProviders(<ErrorFallback />);
    expect(await screen.findByTestId('error-reload')).toBeInTheDocument();
    expect(painted(BOOT_SHELL_ID)).toBe(false);
    expect(painted(BOOT_PAGE_ID)).toBe(false);
  });

  it('is left alone while neither has appeared', () => {
    paintBootShell();
    paintBootPage();
    renderWithProviders(<p>Загрузка</p>);
    expect(painted(BOOT_SHELL_ID)).toBe(true);
    expect(painted(BOOT_PAGE_ID)).toBe(true);
  });
});

describe('the home page’s prerendered hero', () => {
  afterEach(() => document.getElementById(BOOT_PAGE_ID)?.remove());

  it('stays over the page while only the header has appeared on /', async () => {
    paintBootPage();
    renderWithProviders(<Header />, { path: '/' });
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(painted(BOOT_PAGE_ID)).toBe(true);
  });

  it('goes when the home page appears', async () => {
    paintBootPage();
    renderWithProviders(<HomePage />, { path: '/' });
    expect(await screen.findByTestId('home-hero')).toBeInTheDocument();
    expect(painted(BOOT_PAGE_ID)).toBe(false);
  });

  it('goes with the header on any other page (a redirect before the home page mounted)', async () => {
    paintBootPage();
    renderWithProviders(<Header />, { path: '/videocourses' });
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(painted(BOOT_PAGE_ID)).toBe(false);
  });
});

describe('a course’s first screen, drawn by the server', () => {
  afterEach(() => document.getElementById(BOOT_PAGE_ID)?.remove());

  it('stays with the header on its own address (its page takes it away)', async () => {
    paintBootPage('/videocourses/7');
    renderWithProviders(<Header />, {
      path: '/videocourses/:id',
      initialEntries: ['/videocourses/7'],
    });
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(painted(BOOT_PAGE_ID)).toBe(true);
  });

  it('goes as the app starts for a signed-in visitor, being drawn for an anonymous one', () => {
    paintBootPage('/videocourses/7');
    document.getElementById(BOOT_PAGE_ID)!.setAttribute('data-boot-anonymous', '');
    removeAnonymousBootPage();
    expect(painted(BOOT_PAGE_ID)).toBe(false);
    // The home page's hero is the same for everyone.
    paintBootPage('/');
    removeAnonymousBootPage();
    expect(painted(BOOT_PAGE_ID)).toBe(true);
  });

  it('goes with the header on another course’s address', async () => {
    paintBootPage('/videocourses/7');
    renderWithProviders(<Header />, {
      path: '/videocourses/:id',
      initialEntries: ['/videocourses/8'],
    });
    expect(await screen.findByTestId('header')).toBeInTheDocument();
    expect(painted(BOOT_PAGE_ID)).toBe(false);
  });
});
