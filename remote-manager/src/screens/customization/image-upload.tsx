import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_EXTENSIONS, IMAGE_MAX_MB, rules, type CustomizationImageKind } from 'shared';
import { useTranslateFieldError } from 'shared/forms';
import { readApiError } from 'host/platform';
import { useUploadCustomizationImage } from './customization.api';
import styles from './customization.module.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const TOO_LARGE = { key: 'validator.error_image_size', params: { maxSizeFile: IMAGE_MAX_MB, extensions: IMAGE_EXTENSIONS.join(', ') } } as const;

/**
 * The favicon or logo: the image in use, and a picker that uploads the chosen one at once and
 * puts its address into the draft (the preview shows it; the save versions it). Too large or of
 * another type, it is refused here before it is sent; the API checks the bytes again.
 */
export function ImageUpload({ kind, label, value, alt, onChange, error }: { kind: CustomizationImageKind; label: string; value: string | null; alt: string; onChange: (url: string) => void; error?: string }) {
  const { t } = useTranslation('manager');
  const upload = useUploadCustomizationImage(kind);
  const translate = useTranslateFieldError();
  const id = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!rules.fitsSize(file, IMAGE_MAX_MB) || !rules.hasExtension(file, IMAGE_EXTENSIONS)) {
      setRefused(translate(TOO_LARGE) ?? null);
      return;
    }
    setRefused(null);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (failure) {
      const fileError = readApiError(failure).fieldErrors?.file;
      setRefused(translate(fileError) ?? t('customization.identity.upload_failed'));
    }
  }

  return (
    <div className={styles.imageField}>
      <label htmlFor={id} className={styles.imageLabel}>
        {label}
      </label>
      <div className={styles.imageRow}>
        {value ? <img src={value} alt={alt} className={styles.imagePreview} /> : <p className={styles.sectionHint}>{t('customization.identity.no_image')}</p>}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={upload.isPending}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          onChange={(event) => void send(event)}
        />
      </div>
      <p id={`${id}-hint`} className={styles.sectionHint}>
        {upload.isPending ? t('customization.identity.uploading') : t('customization.identity.upload_hint', { max: IMAGE_MAX_MB, extensions: IMAGE_EXTENSIONS.join(', ') })}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {shown}
        </p>
      )}
    </div>
  );
}
