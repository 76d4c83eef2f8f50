import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel/Carousel';
import type { LandingStep, LandingStepsBlock } from '../types';
import * as shared from '../private/landing.css';
import * as styles from './LandingSteps.css';

export interface LandingStepsProps extends Omit<LandingStepsBlock, 'kind' | 'id'> {
  /** h2 as a block of the page, h3 inside a tab. */
  headingLevel?: 2 | 3;
  /** Carousels advance every 5000 ms (CONST-05, LAND-67) unless the user prefers reduced motion. */
  autoplay?: boolean;
}

/**
 * A campaign's steps: a numbered list, a carousel (3/2/1 by width, CONST-14) or the swiper (4/1,
 * CONST-17). The slides are laid out by CSS before the carousel starts, so nothing moves when it does.
 */
export function LandingSteps({
  title,
  lead,
  steps,
  display,
  numbered = true,
  headingLevel = 2,
  autoplay = true,
}: LandingStepsProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const StepHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const cards = steps.map((step, index) => (
    <StepCard key={index} step={step} index={numbered ? index + 1 : undefined} Heading={StepHeading} />
  ));
  // A carousel is itself a region named by the title: a labelled section around it would be a second
  // landmark of the same name (axe landmark-unique).
  const list = display === 'list';
  const Block = list ? 'section' : 'div';
  const named = list ? { 'aria-labelledby': titleId } : {};
  return (
    <Block className={shared.block} {...named}>
      <Heading id={titleId} className={shared.blockTitle}>
        {title}
      </Heading>
      {lead ? <p className={shared.lead}>{lead}</p> : null}
      {display === 'list' ? (
        <ol className={styles.list}>
          {cards.map((card, index) => (
            <li key={index}>{card}</li>
          ))}
        </ol>
      ) : (
        <Carousel
          slides={cards}
          label={title}
          layout={display === 'swiper' ? 'swiper' : 'landing'}
          autoplay={autoplay}
        />
      )}
    </Block>
  );
}

function StepCard({
  step,
  index,
  Heading,
}: {
  step: LandingStep;
  index: number | undefined;
  Heading: 'h3' | 'h4';
}) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.card}>
      {step.image ? (
        <img
          className={styles.image}
          src={step.image.src}
          width={step.image.width}
          height={step.image.height}
          alt={step.image.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {index === undefined ? null : <p className={styles.number}>{t('landing.step', { index })}</p>}
      <Heading className={styles.stepTitle}>{step.title}</Heading>
      {step.text ? <p className={styles.text}>{step.text}</p> : null}
    </div>
  );
}
