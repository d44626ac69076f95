import type { ReactNode } from 'react';
import { Button, Flex, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface PageHeadingProps {
  title: string;
  /** A link beside the heading, e.g. 'Создать тариф'. */
  action?: { to: string; label: string };
  /** Or any control there, e.g. a button opening a create dialog. */
  children?: ReactNode;
  testId: string;
}

/** The screen's h1 with its primary action, wrapping under it on a narrow screen. */
export function PageHeading({ title, action, children, testId }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap={3} mb={6}>
      <Heading as="h1" size="2xl" overflowWrap="anywhere" minW={0}>
        {title}
      </Heading>
      {action ? (
        <Button asChild colorPalette="brand" data-testid={`${testId}-action`}>
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      ) : null}
      {children}
    </Flex>
  );
}
