/** How a video is shown: files in a player, known video hosts in their embed, anything else as a link. */
export type VideoSource =
  { kind: 'file'; src: string } | { kind: 'embed'; src: string } | { kind: 'link'; src: string };

const FILE_EXTENSIONS = /\.(mp4|webm|m3u8|ogv|ogg|mov)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') return url.searchParams.get('v');
    const match = /^\/(embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
    return match?.[2] ?? null;
  }
  return null;
}

/**
 * Direct files (.mp4, .webm, .m3u8 …) play in a video element; YouTube, Vimeo, Kinescope and
 * Rutube pages become their embed players; anything else is offered as a plain link.
 */
export function resolveVideoSource(raw: string): VideoSource {
  let url: URL;
  try {
    url = new URL(raw, 'https://localhost');
  } catch {
    return { kind: 'link', src: raw };
  }
  if (FILE_EXTENSIONS.test(url.pathname)) return { kind: 'file', src: raw };
  const host = url.hostname.replace(/^www\./, '');

  const youtube = youtubeId(url);
  if (youtube) return { kind: 'embed', src: `https://www.youtube.com/embed/${youtube}` };

  if (host === 'player.vimeo.com') return { kind: 'embed', src: raw };
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)/.exec(url.pathname)?.[1];
    if (id) return { kind: 'embed', src: `https://player.vimeo.com/video/${id}` };
  }

  if (host === 'kinescope.io') {
    if (url.pathname.startsWith('/embed/')) return { kind: 'embed', src: raw };
    const id = url.pathname.split('/').filter(Boolean)[0];
    if (id) return { kind: 'embed', src: `https://kinescope.io/embed/${id}` };
  }

  if (host === 'rutube.ru') {
    if (url.pathname.startsWith('/play/embed/')) return { kind: 'embed', src: raw };
    const id = /^\/video\/([^/]+)/.exec(url.pathname)?.[1];
    if (id) return { kind: 'embed', src: `https://rutube.ru/play/embed/${id}` };
  }

  return { kind: 'link', src: raw };
}
