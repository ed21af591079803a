import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from 'react-final-form';
import { IMAGE_EXTENSIONS, IMAGE_MAX_MB, MAX_INTRO_IMAGES, type FieldError, type IssuanceDraft } from 'shared';
import { Button, FileUpload } from 'shared/ui';
import { TextField, useTranslateFieldError } from 'shared/forms';
import { VideoEmbed, videoEmbed } from 'shared/issuances';
import { readApiError } from 'host/platform';
import { useChangeImages } from './authoring.api';
import { StepForm, type StepProps } from './step-form';
import styles from './authoring.module.css';

const ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * More images than allowed, checked before anything is sent (spec section 8); the drop zone
 * itself refuses one too large or of another kind.
 */
function imagesProblem(files: readonly File[], alreadyUploaded: number, max: number | undefined): FieldError | undefined {
  return max !== undefined && alreadyUploaded + files.length > max ? { key: 'validator.error_max_images', params: { x: max } } : undefined;
}

type ImagesProps = { label: string; images: readonly { id: string; url: string }[]; kind: 'logo' | 'intro'; draft: IssuanceDraft; area: StepProps['area'] };

/** One kind of image (the logo, or the intro images): the uploaded ones with a way to remove each, and a picker that checks the limits first. */
function Images({ label, images, kind, draft, area }: ImagesProps) {
  const { t } = useTranslation('issuance-admin');
  const translate = useTranslateFieldError();
  const id = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const change = useChangeImages(area.ns, draft.id);
  const busy = change.isPending;
  const max = kind === 'intro' ? MAX_INTRO_IMAGES : undefined;

  function run(input: Parameters<typeof change.mutate>[0]) {
    change.mutate(input, {
      onSuccess: () => setProblem(undefined),
      onError: (error) => {
        const fieldError = readApiError(error).fieldErrors?.file;
        setProblem(fieldError ? translate(fieldError) : t('authoring.media.upload_failed'));
      },
    });
  }

  function choose(files: File[]) {
    if (files.length === 0) return;
    // The logo replaces the one there is: only the intro images count towards a limit.
    const found = imagesProblem(files, kind === 'intro' ? images.length : 0, max);
    if (found) {
      setProblem(translate(found));
      return;
    }
    run({ upload: { kind, files } });
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{label}</h3>
      {images.length > 0 && (
        <ul className={styles.files}>
          {images.map((image, index) => {
            const name = kind === 'logo' ? t('authoring.media.logo') : t('authoring.media.image_n', { n: index + 1 });
            return (
              <li key={image.id} className={styles.thumb}>
                <img src={image.url} alt={name} />
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => run({ remove: image.id })}>
                  {t('authoring.media.remove', { name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {/* The investor flow's drop zone; each image is uploaded as soon as it is taken, so it holds none. */}
      <FileUpload
        label={kind === 'logo' ? t('authoring.media.choose_logo') : t('authoring.media.choose_images')}
        files={[]}
        onFilesChange={choose}
        maxSizeMb={IMAGE_MAX_MB}
        accept={ACCEPT}
        multiple={kind === 'intro'}
        disabled={busy}
        hint={kind === 'intro' ? t('authoring.media.images_count', { uploaded: images.length, max: MAX_INTRO_IMAGES }) : t('authoring.media.logo_replaces')}
        error={problem}
      />
      {busy && <p role="status">{t('authoring.media.uploading')}</p>}
    </section>
  );
}

/** The video link, with the player it will show when it is a YouTube or Vimeo link. */
function VideoField({ title }: { title: string }) {
  const { t } = useTranslation('issuance-admin');
  const url = useField<string>('video_url', { subscription: { value: true } }).input.value ?? '';
  const embed = url ? videoEmbed(url) : null;
  return (
    <div className={styles.section}>
      <TextField name="video_url" type="url" label={t('authoring.media.video_url')} hint={t('authoring.media.video_hint')} />
      {embed && <VideoEmbed url={url} title={title} />}
    </div>
  );
}

export function MediaStep(props: StepProps & { draft: IssuanceDraft }) {
  const { t } = useTranslation('issuance-admin');
  const { draft, area } = props;
  return (
    <StepForm {...props} step="media" fields={['video_url']}>
      <Images label={t('authoring.media.logo')} kind="logo" images={draft.logo ? [draft.logo] : []} draft={draft} area={area} />
      <Images label={t('authoring.media.images')} kind="intro" images={draft.intro_images} draft={draft} area={area} />
      <VideoField title={draft.values.title} />
    </StepForm>
  );
}
