import type { ReactNode } from 'react';
import { Button, EmptyState, Icon, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export interface EmptyAction {
  to: string;
  label: string;
}

interface EmptyListProps {
  /** What is missing (a page's empty state may leave it to the page's heading). */
  text?: string;
  /** What the visitor can do about it. */
  hint?: string;
  /** A link to the next step, shown as the main button. */
  action?: EmptyAction;
  children?: ReactNode;
}

/** An open box: nothing here yet. */
function EmptyIcon() {
  return (
    <Icon boxSize={10} color="brand.solid" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path strokeLinejoin="round" d="M3 9l3-5h12l3 5M3 9v10a1 1 0 0 0 1 1h16a1 1 0 0 0 1-1V9" />
        <path strokeLinejoin="round" d="M3 9h5a4 4 0 0 0 8 0h5" />
      </svg>
    </Icon>
  );
}

/** An honest empty list that says what to do next, never a bare box. */
export function EmptyList({ text, hint, action, children }: EmptyListProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" bg="bg.subtle" data-testid="empty-state">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <EmptyIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap={2}>
          {text ? (
            <Text fontSize="lg" fontWeight="semibold">
              {text}
            </Text>
          ) : null}
          {hint ? <EmptyState.Description fontSize="md">{hint}</EmptyState.Description> : null}
        </VStack>
        {action ? (
          <Button asChild colorPalette="brand" data-testid="empty-state-action">
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ) : null}
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
