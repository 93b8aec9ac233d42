import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '@/i18n/language';
import { useNeverSaved } from './never-saved';
import './skeleton.css';

export type SkeletonShape = 'text' | 'title' | 'block' | 'circle' | 'pill';

interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS length or a number of pixels; text lines default to the full width. */
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey shimmering stand-in with the shape of the content that will take its place. Hidden from assistive tech. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (shape === 'circle' && width !== undefined && height === undefined) style.height = width;
  return (
    <span
      aria-hidden="true"
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}

/**
 * Marks a region as loading for assistive tech while its skeletons show. Offline, once the saved answers
 * are back, what it still waits for was never saved on this device: it says so over its still skeletons,
 * in the same place and size, rather than loading with no end.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useMessages();
  const neverSaved = useNeverSaved();
  return (
    <div
      className={[className, neverSaved && 'loading-region--never-saved'].filter(Boolean).join(' ')}
      aria-busy={neverSaved ? undefined : 'true'}
    >
      <span className={neverSaved ? 'loading-region__never-saved' : 'visually-hidden'} role="status">
        {neverSaved ? t.offline.neverSaved : label}
      </span>
      {children}
    </div>
  );
}

/** A paragraph of skeleton lines, the last one shorter, as text wraps (skeleton.css). */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={['skeleton-text', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </span>
  );
}
