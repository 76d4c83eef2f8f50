import { useId } from 'react';
import type { LandingHeroContent } from '../types';
import * as styles from './LandingHero.css';

export type LandingHeroProps = LandingHeroContent;

/**
 * The first screen of a landing page: the page's one h1, its lead and the campaign art. Plain markup, no
 * effect, so the text paints from prerendered HTML before any script; the image is sized by its
 * attributes and fetched first (it is the largest paint).
 */
export function LandingHero({ title, lead, eyebrow, image }: LandingHeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.copy}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <img
        className={styles.image}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  );
}
