// The floor of the web app's stack: React, the router, Chakra (its default system), TanStack Query,
// i18next and sonner, each used once, around a single button. The web benchmark compares the
// JavaScript a first visit to the shop downloads with what this app downloads.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  resources: { ru: { translation: { press: 'Нажать', pressed: 'Нажато' } } },
});

function OneButton() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['label'], queryFn: () => Promise.resolve(t('press')) });
  return <Button onClick={() => toast(t('pressed'))}>{data ?? t('press')}</Button>;
}

const router = createBrowserRouter([{ path: '*', element: <OneButton /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
