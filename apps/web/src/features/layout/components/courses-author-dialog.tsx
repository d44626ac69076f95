import { Box, Button, CloseButton, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Courses-author dialog: a static numbered list from the translations; nothing is fetched. */
export function CoursesAuthorDialog() {
  const { t } = useTranslation('layout');
  const { t: tCommon } = useTranslation('common');
  const items = t('coursesDialog.items', { returnObjects: true });

  return (
    <Dialog.Root placement="center" scrollBehavior="inside" size="lg">
      <Dialog.Trigger asChild>
        <Button variant="plain" color="inherit" p={0} h="auto" data-testid="footer-courses-author">
          {t('footer.coursesAuthor')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="courses-author-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('coursesDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb={4}>{t('coursesDialog.intro')}</Text>
              <List.Root as="ol" listStyleType="decimal" ps={5} gap={3}>
                {items.map((item) => (
                  <List.Item key={item.title}>
                    <Box>
                      <Text fontWeight="semibold">{item.title}</Text>
                      <Text color="fg.muted" fontSize="sm">
                        {item.description}
                      </Text>
                    </Box>
                  </List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tCommon('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
