import { videoEmbed } from './video-url';

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=30s',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
  ])('plays the YouTube link %s from the no-cookie domain', (link) => {
    expect(videoEmbed(link)).toEqual({ provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
  });

  it.each(['https://vimeo.com/76979871', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'])(
    'plays the Vimeo link %s with do-not-track',
    (link) => {
      expect(videoEmbed(link)).toEqual({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' });
    },
  );

  it.each([
    'https://example.com/video.mp4',
    'not a link',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/abc',
    'https://vimeo.com/about',
  ])('leaves %s as a plain link', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});
