import { Center } from '@chakra-ui/react';
import type { SessionUser } from '@/lib/session/user-schema';

type Named = Pick<SessionUser, 'first_name' | 'last_name' | 'login'>;

const firstLetter = (text: string | null) => (text ? [...text.trim()][0] : undefined);

/** 'АИ' for Анна Иванова; the login's first letter when the name is not filled in. */
export function initialsOf(user: Named): string {
  const name = [firstLetter(user.first_name), firstLetter(user.last_name)].filter(Boolean);
  const initials = name.length > 0 ? name.join('') : (firstLetter(user.login) ?? '?');
  return initials.toLocaleUpperCase('ru-RU');
}

/** The account button's face: a circle with the initials, the same width for any login. */
export function AccountAvatar({ user }: { user: Named }) {
  return (
    <Center
      as="span"
      aria-hidden="true"
      boxSize="8"
      flexShrink={0}
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="xs"
      fontWeight="semibold"
      data-testid="account-avatar"
    >
      {initialsOf(user)}
    </Center>
  );
}
