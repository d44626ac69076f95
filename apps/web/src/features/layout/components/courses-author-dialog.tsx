import { Box, Button, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

/** Courses-author dialog: a static numbered list from the translations; nothing is fetched. */
export function CoursesAuthorDialog() {
  const { t } = useTranslation('layout');
  const items = t('coursesDialog.items', { returnObjects: true });

  return (
    <Modal
      title={t('coursesDialog.title')}
      testId="courses-author-dialog"
      trigger={
        <Button variant="plain" color="inherit" p={0} h="auto" data-testid="footer-courses-author">
          {t('footer.coursesAuthor')}
        </Button>
      }
      size="lg"
      scrollInside
      focusableBody
    >
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
    </Modal>
  );
}
