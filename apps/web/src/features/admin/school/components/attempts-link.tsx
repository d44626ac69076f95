import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

interface AttemptsLinkProps extends Pick<ButtonProps, 'variant' | 'colorPalette'> {
  exerciseId: number;
  userId: number;
  /** The accessible name: the visible text alone does not say whose attempts it opens. */
  label: string;
  children: ReactNode;
}

/** A small button to a learner's attempts at an exercise, where the verdict is given. */
export function AttemptsLink({ exerciseId, userId, label, children, ...look }: AttemptsLinkProps) {
  return (
    <Button asChild size="xs" {...look}>
      <RouterLink to={paths.admin.attempts(exerciseId, userId)} aria-label={label}>
        {children}
      </RouterLink>
    </Button>
  );
}
