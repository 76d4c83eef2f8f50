import { LandingPage } from '@selfcare/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { config } from '../../config/env';
import { useCampaignLog } from '../../lib/campaignLog';
import { isLanguage } from '../../lib/i18n';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import type { CampaignContext, CampaignTable } from './campaign';
import { campaignContent, campaignContext } from './content';
import { landingHref } from './registry';
import { sharedTexts } from './shared';
import type { LandingData } from './tables';

/** Issue 21: a landing page from its campaign table, or the landing group's list of campaigns. */
export function Component() {
  const data = useLoaderData() as LandingData;
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'vi';
  const context = useMemo(
    () =>
      campaignContext({
        config,
        language,
        // Read only where a browser runs: the page is meant to be prerendered later (no navigator there).
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
        origin: typeof window === 'undefined' ? '' : window.location.origin,
      }),
    [language],
  );
  if (data.kind === 'group') return <CampaignList tables={data.tables} context={context} />;
  return <Campaign table={data.table} context={context} />;
}

/** LAND-71, LAND-72: the page's view and each button pressed go to the campaign log (never awaited). */
function Campaign({ table, context }: { table: CampaignTable; context: CampaignContext }) {
  const { logClick } = useCampaignLog();
  // The campaign's dates are compared with the clock at render (campaignContent takes it as a value).
  return <LandingPage content={campaignContent(table, context, new Date())} onAction={logClick} />;
}

/** /khuyen-mai: every campaign of the group, by its title, linked to its page. */
function CampaignList({ tables, context }: { tables: readonly CampaignTable[]; context: CampaignContext }) {
  const texts = sharedTexts[context.language];
  return (
    <section className={pageStyles.page} aria-labelledby="landing-group-title">
      <h1 id="landing-group-title" className={pageStyles.title}>
        {texts.groupTitle}
      </h1>
      <p>{texts.groupLead}</p>
      <ul>
        {tables.map((table) => {
          const { hero } = table.pageFor(context);
          return (
            <li key={table.slug}>
              <PrefetchLink to={landingHref(table.slug)}>{hero.title}</PrefetchLink>
              <p>{hero.lead}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
