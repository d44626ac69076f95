import { describe, expect, it } from 'vitest';
import { resolveVideoSource } from './video-source';

describe('resolveVideoSource', () => {
  it.each([
    ['https://cdn.example.com/course/1.mp4', 'file', 'https://cdn.example.com/course/1.mp4'],
    ['/media/lesson.webm', 'file', '/media/lesson.webm'],
    [
      'https://cdn.example.com/hls/index.m3u8?token=1',
      'file',
      'https://cdn.example.com/hls/index.m3u8?token=1',
    ],
    ['https://www.youtube.com/watch?v=abc123', 'embed', 'https://www.youtube.com/embed/abc123'],
    ['https://youtu.be/abc123', 'embed', 'https://www.youtube.com/embed/abc123'],
    ['https://www.youtube.com/embed/abc123', 'embed', 'https://www.youtube.com/embed/abc123'],
    ['https://vimeo.com/76979871', 'embed', 'https://player.vimeo.com/video/76979871'],
    ['https://kinescope.io/abcdef', 'embed', 'https://kinescope.io/embed/abcdef'],
    ['https://kinescope.io/embed/abcdef', 'embed', 'https://kinescope.io/embed/abcdef'],
    ['https://rutube.ru/video/0123abcd/', 'embed', 'https://rutube.ru/play/embed/0123abcd'],
    ['https://example.com/page', 'link', 'https://example.com/page'],
  ])('%s → %s', (input, kind, src) => {
    expect(resolveVideoSource(input)).toEqual({ kind, src });
  });
});
