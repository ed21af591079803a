/** Where a project's intro video can be played inside the page without tracking cookies. */
export type VideoEmbed = { provider: 'youtube' | 'vimeo'; embedUrl: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [kind, id] = url.pathname.split('/').slice(1);
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'vimeo.com') return parts.find((part) => VIMEO_ID.test(part)) ?? null;
  if (host === 'player.vimeo.com' && parts[0] === 'video') return parts[1] ?? null;
  return null;
}

/**
 * The embed address of a YouTube or Vimeo link: YouTube's no-cookie domain and Vimeo's
 * do-not-track flag, so watching the pitch does not profile the visitor. Anything else
 * (another host, a malformed link) gives null and is shown as a plain link.
 */
export function videoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return null;
}
