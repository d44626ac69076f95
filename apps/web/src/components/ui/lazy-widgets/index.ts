import type {
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  Tooltip as ChakraTooltip,
} from '@chakra-ui/react';
import { deferredNamespace, preloadDeferred } from './deferred-namespace';

/**
 * Chakra's overlay widgets, with the same parts and props, loaded when first reached for (see
 * deferred-namespace.tsx). Import them from here, never from '@chakra-ui/react': one direct import
 * puts the widget's machinery back in every first visit (lazy-widgets.test.ts checks).
 */
export const Menu = deferredNamespace<typeof ChakraMenu>(
  () => import('./parts/menu').then((module) => module.Menu),
  { wakeOn: 'click', popup: 'menu' },
);

export const Dialog = deferredNamespace<typeof ChakraDialog>(
  () => import('./parts/dialog').then((module) => module.Dialog),
  { wakeOn: 'click', popup: 'dialog' },
);

export const Drawer = deferredNamespace<typeof ChakraDrawer>(
  () => import('./parts/drawer').then((module) => module.Drawer),
  { wakeOn: 'click', popup: 'dialog' },
);

export const Tooltip = deferredNamespace<typeof ChakraTooltip>(
  () => import('./parts/tooltip').then((module) => module.Tooltip),
  { wakeOn: 'hover' },
);

/** Loads every widget now: tests render them as if imported directly. */
export const preloadWidgets = () =>
  Promise.all([Menu, Dialog, Drawer, Tooltip].map(preloadDeferred));
