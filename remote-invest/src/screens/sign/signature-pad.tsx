import { useId, useRef, useState, type PointerEvent } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Eraser, PenLine } from 'lucide-react';
import { useFieldErrorText } from 'shared/forms';
import { Button } from 'shared/ui';
import styles from './sign.module.css';

/** The drawing's size in canvas pixels; CSS scales it to the column, the PNG keeps this size. */
const WIDTH = 600;
const HEIGHT = 200;

function contextOf(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  const context = canvas?.getContext('2d') ?? null;
  if (context) {
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111827';
    context.fillStyle = '#111827';
  }
  return context;
}

/**
 * The drawn half of the signature, a PNG data URL in the `drawn_signature` field. Drawn with a
 * mouse, a finger or a pen (pointer events); whoever cannot draw (keyboard, screen reader, a
 * tremor) writes it from the typed full name with one button, which the page explains.
 */
export function SignaturePad({ typedName }: { typedName: string }) {
  const { t } = useTranslation('invest');
  const { input, meta } = useField<string | undefined>('drawn_signature');
  const fieldError = useFieldErrorText(meta);
  // "Cannot be blank" says nothing about how to sign: name both ways instead.
  const blank = (meta.error as { key?: string } | undefined)?.key === 'validator.error_null';
  const error = fieldError && blank ? t('sign.drawn_required') : fieldError;
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [needName, setNeedName] = useState(false);
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) * WIDTH) / (rect.width || WIDTH), y: ((event.clientY - rect.top) * HEIGHT) / (rect.height || HEIGHT) };
  };

  const save = () => {
    if (canvas.current) input.onChange(canvas.current.toDataURL('image/png'));
    input.onBlur();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = pointOf(event);
    const context = contextOf(canvas.current);
    context?.beginPath();
    context?.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
    context?.fill();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const next = pointOf(event);
    const context = contextOf(canvas.current);
    context?.beginPath();
    context?.moveTo(last.current.x, last.current.y);
    context?.lineTo(next.x, next.y);
    context?.stroke();
    last.current = next;
  };

  const onPointerUp = () => {
    if (!last.current) return;
    last.current = null;
    save();
  };

  const clear = () => {
    contextOf(canvas.current)?.clearRect(0, 0, WIDTH, HEIGHT);
    input.onChange(undefined);
  };

  const fromTypedName = () => {
    const name = typedName.trim();
    setNeedName(name.length < 2);
    const context = contextOf(canvas.current);
    if (!context || name.length < 2) return;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    context.font = 'italic 44px "Segoe Script", "Brush Script MT", "Apple Chancery", cursive';
    context.textBaseline = 'middle';
    context.fillText(name, 24, HEIGHT / 2, WIDTH - 48);
    save();
  };

  const signed = typeof input.value === 'string' && input.value !== '';
  return (
    <fieldset className={styles.pad} aria-describedby={[helpId, error ? errorId : null].filter(Boolean).join(' ')} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{t('sign.drawn_legend')}</legend>
      <p id={helpId} className={styles.help}>
        {t('sign.drawn_help')}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className={[styles.canvas, error && styles.invalid].filter(Boolean).join(' ')}
        role="img"
        aria-label={signed ? t('sign.canvas_signed') : t('sign.canvas_empty')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerLeave={onPointerUp}
      />
      <div className={styles.padActions}>
        <Button variant="secondary" size="sm" icon={<PenLine size={16} aria-hidden="true" />} onClick={fromTypedName}>
          {t('sign.from_name')}
        </Button>
        <Button variant="ghost" size="sm" icon={<Eraser size={16} aria-hidden="true" />} onClick={clear} disabled={!signed}>
          {t('sign.clear')}
        </Button>
      </div>
      <p role="status" className={styles.help}>
        {needName ? t('sign.need_name') : ''}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
