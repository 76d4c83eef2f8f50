import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNewsDate, type NewsItem, newsSummary, safeImageUrl } from '@selfcare/domain';
import { HighlightedText } from '../../../components/HighlightedText/HighlightedText';
import { followDetail } from '../../../components/private/followDetail';
import * as styles from './NewsCard.css';

export interface NewsCardProps {
  item: NewsItem;
  /** The detail address: /tinh-nang/tin-tuc?tab={tab}&id={newsId} (SRCH-08). */
  href: string;
  /** Called on a plain click (the portal navigates without a reload). */
  onOpen?: (item: NewsItem) => void;
  headingLevel?: 2 | 3 | 4;
  highlight?: string;
}

/** SRCH-07: a news item: image, group, date, title and, in English, EN_DESCRIPTION (SRCH-10). */
export function NewsCard({ item, href, onOpen, headingLevel = 3, highlight }: NewsCardProps) {
  const { i18n } = useTranslation('ui');
  const image = safeImageUrl(item.imageUrl);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = formatNewsDate(item.dateTime, i18n.language);
  const summary = newsSummary(item, i18n.language);
  const open = onOpen ? () => onOpen(item) : undefined;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? (
          <img className={styles.image} src={image} alt="" loading="lazy" width={320} height={180} />
        ) : null}
      </div>
      <div className={styles.body}>
        {item.groupName || date ? (
          <p className={styles.meta}>{[item.groupName, date].filter(Boolean).join(' · ')}</p>
        ) : null}
        <Heading id={titleId} className={styles.title}>
          <a className={styles.titleLink} href={href} onClick={(event) => followDetail(event, open)}>
            {highlight ? <HighlightedText text={item.title} search={highlight} /> : item.title}
          </a>
        </Heading>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
      </div>
    </article>
  );
}
