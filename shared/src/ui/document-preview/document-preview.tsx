import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { useKitText } from '../use-kit-text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './document-preview.module.css';

export type DocumentPreviewProps = {
  /** What the document is to the decision: "Proof of payment", "Identity document". */
  label: string;
  /** The name the page already knows, shown while the file loads. */
  name: string;
  /** Fetches the file with the session's tokens (`useFetchFile`): a bare URL in an `<img>` would
   * have to carry the token in the address. The preview loads again when `source` changes. */
  load: () => Promise<{ blob: Blob; name: string }>;
  source: string;
};

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string; name: string; type: string; size: number };

/** "PDF", "PNG", "JPEG": the kind of file as people name it. */
function kindOf(type: string): string {
  const subtype = type.split('/')[1]?.split(/[;+]/)[0];
  return subtype ? subtype.toUpperCase() : '—';
}

function sizeOf(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, Math.round(bytes / 1000)), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * A document shown where a decision is made on it (a proof of payment, an identity document):
 * an image inline; a PDF, which the page's Content-Security-Policy does not let it embed
 * (`object-src 'none'`, no frames of its own origin), as its name, type and size with a link
 * that opens it in the browser's viewer in a new tab. Both can be downloaded.
 */
export function DocumentPreview({ label, name, load, source }: DocumentPreviewProps) {
  const text = useKitText();
  const { i18n } = useTranslation('ui', { useSuspense: false });
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    setShown({ state: 'loading' });
    load().then(
      (file) => {
        if (!current) return;
        url = URL.createObjectURL(file.blob);
        setShown({ state: 'ready', url, name: file.name, type: file.blob.type, size: file.blob.size });
      },
      () => {
        if (current) setShown({ state: 'failed' });
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a new function on each render of the caller; `source` names the file it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, attempt]);

  if (shown.state === 'loading') {
    return (
      <div className={styles.preview} role="status" aria-label={text('document.loading', { name })}>
        <Skeleton shape="rect" height="10rem" />
      </div>
    );
  }

  if (shown.state === 'failed') {
    return (
      <div className={[styles.preview, styles.failed].join(' ')} role="alert">
        <p>{text('document.failed', { name })}</p>
        <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
          {text('action.retry')}
        </Button>
      </div>
    );
  }

  const image = shown.type.startsWith('image/');
  const pdf = shown.type === 'application/pdf';
  const facts = `${shown.name} · ${kindOf(shown.type)} · ${sizeOf(shown.size, i18n.language)}`;
  return (
    <figure className={styles.preview}>
      {image ? (
        <a className={styles.imageLink} href={shown.url} target="_blank" rel="noopener noreferrer">
          <img className={styles.image} src={shown.url} alt={text('document.image_alt', { label, name: shown.name })} />
        </a>
      ) : (
        <div className={styles.file}>
          <FileText size={32} aria-hidden="true" />
          <span>{pdf ? text('document.pdf_note') : text('document.file_note')}</span>
        </div>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.facts}>
          <strong>{label}</strong>
          <span>{facts}</span>
        </span>
        <span className={styles.links}>
          <a className={styles.link} href={shown.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={14} aria-hidden="true" />
            {text(pdf ? 'document.open_pdf' : image ? 'document.open_image' : 'document.open_file')}
            <VisuallyHidden> {shown.name}</VisuallyHidden>
          </a>
          <a className={styles.link} href={shown.url} download={shown.name}>
            <Download size={14} aria-hidden="true" />
            {text('document.download')}
            <VisuallyHidden> {shown.name}</VisuallyHidden>
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
