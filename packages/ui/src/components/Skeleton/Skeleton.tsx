import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export interface SkeletonProps {
  shape?: (typeof skeletonShapes)[number];
  /** CSS width, e.g. '60%' or 120. */
  width?: number | string;
  /** CSS height; text skeletons follow the font size when omitted. */
  height?: number | string;
}

/** A placeholder shape while content loads. Decorative: the surrounding region announces loading (aria-busy). */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ shape })} style={{ width, height }} />;
}
