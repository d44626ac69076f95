import { Link, type LinkProps } from '@chakra-ui/react';

/** A link to a static document (PDF): opens in a new tab, in the brand colour unless told otherwise. */
export function DocumentLink({ children, ...props }: LinkProps & { href: string }) {
  return (
    <Link target="_blank" rel="noopener" colorPalette="brand" {...props}>
      {children}
    </Link>
  );
}
