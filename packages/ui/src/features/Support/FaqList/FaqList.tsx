import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupFaq, nameIn, searchFaq, type FaqEntry } from '@selfcare/domain';
import { Accordion } from '../../../components/Accordion/Accordion';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { HighlightedText } from '../../../components/HighlightedText/HighlightedText';
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { TextField } from '../../../components/TextField/TextField';
import { followDetail } from '../../../components/private/followDetail';
import { srOnly } from '../../../components/private/srOnly.css';
import * as styles from './FaqList.css';

export interface FaqListProps {
  /** Every question; undefined while loading. */
  entries: readonly FaqEntry[] | undefined;
  searchText: string;
  onSearchChange: (text: string) => void;
  /** ACC-69: the question a deep link opens (and scrolls to) on arrival. */
  openId?: string | undefined;
  /** The address that opens one answer (the page's deep link). */
  hrefOf: (entry: FaqEntry) => string;
  /** A plain click on that link (the portal navigates without a reload); modified clicks open a tab. */
  onOpenLink?: (entry: FaqEntry) => void;
  /** Shown when nothing matches (e.g. a link to send a request). */
  noMatchAction?: ReactNode;
}

/**
 * ACC-69: the FAQ in its groups, each question an accordion section whose answer is server HTML
 * (sanitised). The search ignores accents and case (domain searchFaq) and highlights what matched.
 */
export function FaqList({
  entries,
  searchText,
  onSearchChange,
  openId,
  hrefOf,
  onOpenLink,
  noMatchAction,
}: FaqListProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const matches = useMemo(
    () => (entries === undefined ? [] : searchFaq(entries, searchText, language)),
    [entries, searchText, language],
  );
  const groups = useMemo(() => groupFaq(matches), [matches]);
  const root = useRef<HTMLDivElement>(null);
  const arrived = entries !== undefined;

  // A deep link scrolls its question into view once, when the list first arrives.
  useEffect(() => {
    if (!arrived || openId === undefined) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-faq-id="${CSS.escape(openId)}"]`);
    const trigger = target?.closest('button');
    trigger?.scrollIntoView({ block: 'start' });
    trigger?.focus({ preventScroll: true });
  }, [arrived, openId]);

  return (
    <div className={styles.root} ref={root}>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t('support.faq.search')}
          hint={t('support.faq.searchHint')}
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <p className={srOnly} role="status">
        {arrived && searchText.trim() !== '' ? t('support.faq.results', { count: matches.length }) : ''}
      </p>
      {!arrived ? (
        <div aria-busy="true">
          <p className={srOnly}>{t('support.faq.loading')}</p>
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : groups.length === 0 ? (
        <EmptyState
          title={t('support.faq.noMatchTitle')}
          description={t('support.faq.noMatchDescription')}
          action={noMatchAction}
          headingLevel={2}
        />
      ) : (
        groups.map((group) => (
          <section key={group.id} className={styles.group}>
            <h2 className={styles.groupTitle}>{nameIn(group.name, language)}</h2>
            <Accordion
              headingLevel={3}
              defaultValue={openId === undefined ? [] : [openId]}
              items={group.entries.map((entry) => ({
                value: entry.id,
                title: (
                  <span data-faq-id={entry.id}>
                    <HighlightedText text={nameIn(entry.question, language)} search={searchText} />
                  </span>
                ),
                content: (
                  <>
                    <SafeHtml html={nameIn(entry.answerHtml, language)} />
                    <a
                      className={styles.answerLink}
                      href={hrefOf(entry)}
                      onClick={(event) => followDetail(event, onOpenLink && (() => onOpenLink(entry)))}
                    >
                      {t('support.faq.linkToAnswer')}
                    </a>
                  </>
                ),
              }))}
            />
          </section>
        ))
      )}
    </div>
  );
}
