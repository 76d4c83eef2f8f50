import { Button, FaqList } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../lib/LoadFailure';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import * as pageStyles from '../../lib/pageStyles.css';
import { faqAnswerHref, faqQuery, supportHref } from './supportPaths';

/** ACC-69: the FAQ, searchable; the search text and the opened question live in the address. */
export function Component() {
  const { t } = useTranslation(['support', 'errors']);
  const faq = useQuery(usePortalQueries().supportQueries.faq());
  const [query, setQuery] = useSearchParams();
  const navigate = useNavigate();
  const searchText = query.get(faqQuery.search) ?? '';
  const openId = query.get(faqQuery.question) ?? undefined;
  const search = (text: string) =>
    // Typing replaces the entry, so Back leaves the page instead of undoing letters.
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (text === '') next.delete(faqQuery.search);
        else next.set(faqQuery.search, text);
        return next;
      },
      { replace: true },
    );
  const askUs = (
    <Button asChild variant="secondary">
      <PrefetchLink to={supportHref('sendRequest')}>{t('faq.askUs')}</PrefetchLink>
    </Button>
  );
  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('faq.title')}</h1>
      <p>{t('faq.lead')}</p>
      {faq.isError ? (
        <LoadFailure error={faq.error} onRetry={() => void faq.refetch()} />
      ) : (
        <FaqList
          entries={faq.data}
          searchText={searchText}
          onSearchChange={search}
          openId={openId}
          hrefOf={(entry) => faqAnswerHref(entry.id)}
          onOpenLink={(entry) => void navigate(faqAnswerHref(entry.id))}
          noMatchAction={askUs}
        />
      )}
    </section>
  );
}
