import { ContentPage, type ContentSection } from '@selfcare/ui';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import type { ContentPageKey } from './supportPaths';

/** ACC-96 (UNSPEC source): no call of the contract carries these texts, so they ship with the portal. */
export function Component() {
  const { t } = useTranslation('support');
  const page = contentPageOf(useMatches());
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as readonly ContentSection[];
  const intro = t(`pages.${page}.intro`, { returnObjects: true }) as readonly string[];
  return (
    <ContentPage
      title={t(`pages.${page}.title`)}
      intro={intro}
      sections={sections}
      updated={t(`pages.${page}.updated`)}
    />
  );
}

/** The page a route names in its handle (routes.tsx). */
function contentPageOf(matches: ReturnType<typeof useMatches>): ContentPageKey {
  const handle = matches.at(-1)?.handle as { contentPage?: ContentPageKey } | undefined;
  return handle?.contentPage ?? 'terms';
}
