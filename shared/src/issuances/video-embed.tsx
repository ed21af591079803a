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

/** A YouTube or Vimeo player without tracking cookies; any other link stays a plain link. */
export function VideoEmbed({ url, title }: VideoEmbedProps) {
  const { t } = useIssuancesText();
  const embed = videoEmbed(url);
  if (!embed) {
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
