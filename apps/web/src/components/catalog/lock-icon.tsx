import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * A padlock: shows admins that a course or kit is inactive, i.e. hidden from everyone else, and
 * learners that an exercise is not open yet. With an aria-label it is announced, else decorative.
 */
export function LockIcon(props: IconProps) {
  // Chakra's Icon styles its child as the <svg> itself, so the path needs its own <svg>.
  return (
    <Icon boxSize={5} aria-hidden={props['aria-label'] === undefined} {...props}>
      <svg viewBox="0 0 24 24">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
        />
      </svg>
    </Icon>
  );
}
