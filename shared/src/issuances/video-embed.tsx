import { ExternalLink } from 'lucide-react';
import { useIssuancesText } from './use-issuances-text';
import { videoEmbed } from './video-url';
import styles from './video-embed.module.css';

export type VideoEmbedProps = {
  /** The project's video link as the entrepreneur typed it. */
  url: string;
  /** The project's title, to name the player for screen readers. */
  title: string;
};

/** Only web addresses become links: a stored `javascript:` or `data:` URL is never offered to click. */
const WEB_LINK = /^https?:\/\//i;

/** A YouTube or Vimeo player without tracking cookies; any other web link stays a plain link. */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const { t } = useIssuancesText();
  const embed = videoEmbed(url);
  if (!embed) {
    if (!WEB_LINK.test(url.trim())) return null;
    return (
      <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
        {t('sheet.video_link', { title })}
        <ExternalLink size={14} aria-hidden="true" />
      </a>
    );
  }
  return (
    <div className={styles.frame}>
      <iframe
        src={embed.embedUrl}
        title={t('sheet.video', { title })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    </div>
  );
}
