import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { useKitText } from '../use-kit-text';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/** A placeholder of the final shape, so the page does not jump when the data arrives. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  const classes = [styles.skeleton, shape === 'text' && styles.text, shape === 'circle' && styles.circle].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}

export type LoadingStateProps = {
  /** The skeletons to show; defaults to three lines of text. */
  children?: ReactNode;
  label?: string;
};

/** A busy region: screen readers hear "Loading…" once, sighted users see the skeletons. */
export function LoadingState({ children, label }: LoadingStateProps) {
  const text = useKitText();
  return (
    <div className={styles.stack} role="status" aria-busy="true">
      <VisuallyHidden>{label ?? text('loading.label')}</VisuallyHidden>
      {children ?? (
        <>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton width="80%" />
        </>
      )}
    </div>
  );
}
