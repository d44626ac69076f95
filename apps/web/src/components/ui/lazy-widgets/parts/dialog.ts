// Loaded on first use through ../index.ts; nothing else may import it, or it joins the first chunk.
export { Dialog } from '@chakra-ui/react';
