import { type ChangeEvent, type DragEvent, type ReactNode, useId, useState } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { describedBy } from '../field/field';
import { ProgressBar } from '../progress-bar/progress-bar';
import { useKitText } from '../use-kit-text';
import { fitsSize } from '../../validation/rules';
import { acceptedTypesText, matchesAccept } from '../../validation/accept';
import styles from './file-upload.module.css';

export type FileUploadProps = {
  label: ReactNode;
  /** Chosen files: the parent (a form field) owns them. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Files over this size are refused before they reach the form. */
  maxSizeMb: number;
  /** The types taken, as an input's `accept`: another type is refused before it reaches the form. */
  accept?: string;
  multiple?: boolean;
  /** Upload progress, 0 to 100, while a file is being sent. */
  progress?: number;
  hint?: ReactNode;
  /** A translated message from the form (required, server rejection). */
  error?: string;
  disabled?: boolean;
  onBlur?: () => void;
};

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** File picker with drag and drop, a size limit, the chosen files and the upload progress. */
export function FileUpload({
  label,
  files,
  onFilesChange,
  maxSizeMb,
  accept,
  multiple = false,
  progress,
  hint,
  error,
  disabled = false,
  onBlur,
}: FileUploadProps) {
  const id = useId();
  const text = useKitText();
  const validationText = useKitText('validation');
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<'type' | 'size' | null>(null);
  const types = acceptedTypesText(accept);

  const refusalText =
    refusal === 'type'
      ? validationText('validator.error_file_type', { types })
      : refusal === 'size'
        ? validationText('validator.error_file_size', { maxSizeFile: maxSizeMb })
        : undefined;
  // What was just dropped or chosen and refused comes first: the form's error is about the files it holds.
  const shownError = refusalText ?? error;
  const hintId = `${id}-hint`;
  const errorId = shownError ? `${id}-error` : undefined;

  function take(list: FileList | null) {
    const incoming = Array.from(list ?? []);
    if (incoming.length === 0) return;
    const ofType = incoming.filter((file) => matchesAccept(file, accept));
    const accepted = ofType.filter((file) => fitsSize(file, maxSizeMb));
    setRefusal(ofType.length < incoming.length ? 'type' : accepted.length < ofType.length ? 'size' : null);
    if (accepted.length === 0) return;
    onFilesChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    take(event.target.files);
    // Clearing lets the same file be chosen again after it was removed.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  const zoneClasses = [styles.zone, dragging && styles.dragging, shownError && styles.invalid].filter(Boolean).join(' ');
  return (
    <div className={styles.wrapper}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div
        className={zoneClasses}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="file-drop-zone"
      >
        <Upload size={24} aria-hidden="true" />
        <span>
          <label htmlFor={id} className={styles.choose}>
            {text('upload.choose')}
          </label>{' '}
          {text('upload.drop')}
        </span>
        <input
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
          aria-labelledby={`${id}-label`}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
        />
        <span id={hintId} className={styles.hint}>
          {hint ? <>{hint} · </> : null}
          {types ? text('upload.limit_types', { types, maxSizeFile: maxSizeMb }) : text('upload.limit', { maxSizeFile: maxSizeMb })}
        </span>
      </div>
      {progress !== undefined && files[0] && (
        <ProgressBar value={progress} label={text('upload.uploading', { name: files[0].name, progress: Math.round(progress) })} valueText={`${Math.round(progress)}%`} />
      )}
      <ChosenFiles files={files} onFilesChange={onFilesChange} disabled={disabled} />
      {shownError && (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}

/** The files chosen so far, each with its size and a button that removes it. */
function ChosenFiles({ files, onFilesChange, disabled }: Pick<FileUploadProps, 'files' | 'onFilesChange' | 'disabled'>) {
  const text = useKitText();
  if (files.length === 0) return null;
  return (
    <ul className={styles.files}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className={styles.file}>
          <FileText size={16} aria-hidden="true" />
          <span className={styles.fileName}>{file.name}</span>
          <span className={styles.fileSize}>{formatSize(file.size)}</span>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onFilesChange(files.filter((_, position) => position !== index))}
            aria-label={text('upload.remove', { name: file.name })}
            disabled={disabled}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
