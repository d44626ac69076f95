import type { MouseEvent } from 'react';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of every page: hidden until focused, it jumps past the header to the content. */
export function SkipLink() {
  const { t } = useTranslation('common');

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    // Moves focus, not just the scroll, so the next Tab continues in the content; and keeps the
    // fragment out of the router's URL.
    event.preventDefault();
    target.focus();
  };

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      position="fixed"
      top={2}
      insetStart={2}
      zIndex="skipNav"
      px={4}
      py={2}
      bg="bg"
      color="fg"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      data-testid="skip-link"
    >
      {t('actions.skipToContent')}
    </Link>
  );
}
