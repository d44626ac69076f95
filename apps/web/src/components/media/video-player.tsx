import { AspectRatio, Button } from '@chakra-ui/react';
import { resolveVideoSource } from '@/lib/video-source';

/** A direct file in a video element, a known host's embed in an iframe, anything else as a link. */
export function VideoPlayer({
  url,
  title,
  linkText,
}: {
  url: string;
  title: string;
  linkText: string;
}) {
  const source = resolveVideoSource(url);
  if (source.kind === 'link') {
    return (
      <Button asChild colorPalette="brand" data-testid="video-link">
        <a href={source.src} target="_blank" rel="noopener noreferrer">
          {linkText}
        </a>
      </Button>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} w="full" bg="black" borderRadius="md" overflow="hidden">
      {source.kind === 'file' ? (
        <video controls preload="metadata" src={source.src} title={title} data-testid="video-file">
          <track kind="captions" />
        </video>
      ) : (
        <iframe
          src={source.src}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          style={{ border: 0 }}
          data-testid="video-embed"
        />
      )}
    </AspectRatio>
  );
}
