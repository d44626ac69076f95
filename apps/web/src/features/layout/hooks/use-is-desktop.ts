import { useMediaQuery } from '@chakra-ui/react';
import { DESKTOP_BREAKPOINT_PX } from '@/config/constants';

export function useIsDesktop(): boolean {
  const [isDesktop] = useMediaQuery([`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`], { ssr: false });
  return isDesktop ?? false;
}
