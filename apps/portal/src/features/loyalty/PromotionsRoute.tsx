import {
  DEFAULT_OFFER_FILTER,
  filterOffers,
  nameIn,
  offerBlock,
  offerFilterParams,
  offerPartners,
  parseOfferFilter,
  type OfferFilter,
} from '@selfcare/domain';
import { Button, Dialog, OfferDetail, OfferFilters, OfferList, RedeemDialog } from '@selfcare/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { failureMessage } from '../../lib/apiErrorMessage';
import { useFeedback } from '../../lib/feedback';
import * as pageStyles from '../../lib/pageStyles.css';
import { PrefetchLink } from '../../lib/prefetch';
import { usePortalQueries } from '../../lib/services';
import * as styles from './promotions.css';
import { BackToMember, MemberGate } from './MemberGate';
import { todayInVietnam, type MemberState } from './useMember';
import { useRedeem } from './useRedeem';

type Member = Extract<MemberState, { status: 'member' }>;

/** LOY-51: every offer of one partner, whatever its category. */
const partnerOffersHref = (partner: string) =>
  `${paths.loyalty.getHref('promotions')}?${new URLSearchParams({ [PARTNER_PARAM]: partner }).toString()}`;

/**
 * The address keeps the category (`id`, LOY-08) or the partner (`doiTac`, LOY-51), the filter (LOY-52) and
 * the open offer (`offer`).
 */
const OFFER_PARAM = 'offer';
const PARTNER_PARAM = 'doiTac';

/**
 * LOY-08, LOY-47, LOY-48, LOY-51, LOY-52: a category's offers (or one partner's, in every category), filtered
 * and sorted, an offer's detail and its redemption.
 */
export function Component() {
  const { t } = useTranslation(['loyalty']);
  return (
    <section className={pageStyles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={pageStyles.title}>
        {t('offers.title')}
      </h1>
      <p>{t('offers.lead')}</p>
      <BackToMember />
      <MemberGate>{(member) => <Promotions member={member} />}</MemberGate>
    </section>
  );
}

function Promotions({ member }: { member: Member }) {
  const { t, i18n } = useTranslation(['loyalty']);
  const { loyaltyQueries } = usePortalQueries();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('id') ?? '';
  // A category wins over a partner: the header's category links carry only `id`.
  const partner = categoryId === '' ? (params.get(PARTNER_PARAM) ?? '') : '';
  const openOffer = params.get(OFFER_PARAM) ?? undefined;
  const filter = parseOfferFilter(params);
  const memberParams = { token: member.token, msisdn: member.msisdn };
  const categories = useQuery(
    loyaltyQueries.promotionCategories({ tier: member.info.tier, msisdn: member.msisdn }),
  );
  const categoryOffers = useQuery({
    ...loyaltyQueries.offers({ ...memberParams, categoryId }),
    enabled: categoryId !== '',
  });
  const partnerOffers = useQuery({
    ...loyaltyQueries.partnerOffers({ ...memberParams, doiTac: partner }),
    enabled: partner !== '',
  });
  const offers = partner === '' ? categoryOffers : partnerOffers;
  const areas = useQuery(loyaltyQueries.areas({}));
  const shown = filterOffers(offers.data ?? [], filter);
  const category = categories.data?.find((item) => item.id === categoryId);

  const addressOf = (next: OfferFilter, offer: string | undefined): [string, string][] => [
    partner === '' ? ['id', categoryId] : [PARTNER_PARAM, partner],
    ...offerFilterParams(next),
    ...(offer === undefined ? [] : [[OFFER_PARAM, offer] as [string, string]]),
  ];
  // A filter change replaces the entry (typing a bound is no history step); opening an offer is one.
  const setFilter = (next: OfferFilter) => setParams(addressOf(next, openOffer), { replace: true });
  const setOffer = (offer: string | undefined) => setParams(addressOf(filter, offer));

  return (
    <>
      <nav aria-label={t('offers.categories')}>
        <ul className={styles.categories}>
          {(categories.data ?? []).map((item) => (
            <li key={item.id}>
              <PrefetchLink
                className={styles.category}
                to={`${paths.loyalty.getHref('promotions')}?${new URLSearchParams({ id: item.id }).toString()}`}
                aria-current={item.id === categoryId ? 'page' : undefined}
              >
                {nameIn(item.name, i18n.language)}
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </nav>
      {categoryId === '' && partner === '' ? (
        <p>{t('offers.chooseCategory')}</p>
      ) : (
        <>
          {partner !== '' ? (
            <h2 className={styles.heading}>{t('offers.partnerTitle', { partner })}</h2>
          ) : category === undefined ? null : (
            <h2 className={styles.heading}>{nameIn(category.name, i18n.language)}</h2>
          )}
          <OfferFilters
            filter={filter}
            partners={offerPartners(offers.data ?? [])}
            areas={areas.data ?? []}
            onChange={setFilter}
            onReset={() => setFilter(DEFAULT_OFFER_FILTER)}
          />
          <OfferList
            state={offers.isPending ? 'loading' : offers.isError ? 'error' : 'ready'}
            offers={shown}
            onSelect={(offer) => setOffer(offer.id)}
            onRetry={() => void offers.refetch()}
          />
        </>
      )}
      {openOffer === undefined ? null : (
        <OfferDialog
          key={openOffer}
          member={member}
          offerId={openOffer}
          onClose={() => setOffer(undefined)}
        />
      )}
    </>
  );
}

/** LOY-47, LOY-48: the detail of one offer, and over it the redemption's steps. */
function OfferDialog({ member, offerId, onClose }: { member: Member; offerId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['loyalty', 'errors']);
  const { loyaltyQueries } = usePortalQueries();
  const feedback = useFeedback();
  const detail = useQuery(
    loyaltyQueries.offerDetail({ token: member.token, msisdn: member.msisdn, id: offerId }),
  );
  const flow = useRedeem(member, offerId, (message) => void feedback.notice(message));
  const balance = member.info.points;
  const title = detail.data ? nameIn(detail.data.title, i18n.language) : t('offers.detailTitle');
  return (
    <>
      <Dialog
        open={flow.step === undefined}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={title}
        size="md"
      >
        {detail.isError ? (
          <div role="alert">
            <p>{failureMessage(detail.error, t)}</p>
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('member.retry')}
            </Button>
          </div>
        ) : (
          <OfferDetail
            offer={detail.data}
            balance={balance}
            block={detail.data ? offerBlock(detail.data, balance, todayInVietnam()) : undefined}
            onRedeem={() => void flow.start()}
            redeeming={flow.checking}
          />
        )}
        {detail.data === undefined || detail.data.partner === '' ? null : (
          <PrefetchLink className={styles.partnerLink} to={partnerOffersHref(detail.data.partner)}>
            {t('offers.morePartner', { partner: detail.data.partner })}
          </PrefetchLink>
        )}
      </Dialog>
      {flow.step === undefined || detail.data === undefined ? null : (
        <RedeemDialog
          open
          onOpenChange={(open) => (open ? undefined : flow.close())}
          step={flow.step}
          offer={{ title, points: detail.data.points }}
          balance={balance ?? 0}
          msisdn={member.msisdn}
          redeemed={flow.redeemed}
          onConfirm={() => void flow.sendCode()}
          onSubmitOtp={(otp) => void flow.confirm(otp)}
          onResend={() => void flow.resend()}
          busy={flow.busy}
          resending={flow.resending}
          error={flow.error}
        />
      )}
    </>
  );
}
