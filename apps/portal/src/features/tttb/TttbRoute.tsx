import { callbackPhoneFromQuery } from '@selfcare/domain';
import { CallbackPhoneForm, LandingHero, SubscriberInfoUpdate } from '@selfcare/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCampaignLog } from '../../lib/campaignLog';
import { useSession } from '../../lib/services';
import { useCallMutation } from '../../lib/useCallMutation';
import { subscriberInfoLinks } from './subscriberInfoLinks';
import heroArt from './tttb-hero.svg';

/**
 * LAND-01 … LAND-11: the subscriber-information page, in the landing composition's hero: the number
 * (a valid `msisdn` query, VAL-08, else the signed-in number), the three ways, the callback form that
 * sends {product}_add_contact_update_user_info with its signed token (API-113), the server's message in
 * the 'Thông báo' modal (ERR-24), and the 1414 and *110# hints. The view and each button are logged.
 */
export function Component() {
  const { t } = useTranslation('tttb');
  const { search } = useLocation();
  const { state } = useSession();
  const { logClick } = useCampaignLog();
  const fromQuery = callbackPhoneFromQuery(new URLSearchParams(search).get('msisdn'));
  const number = fromQuery ?? (state.status === 'signedIn' ? state.msisdn : undefined);
  const send = useCallMutation('product_add_contact_update_user_info');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const onSend = async (msisdn: string) => {
    logClick('send');
    setFailure(undefined);
    const outcome = await send.run({ msisdn });
    // ERR-24: the operator's message in the modal, success or refusal; no answer at all (offline,
    // timeout, a broken reply) is said under the form, which keeps the number for a retry.
    if (outcome.ok) setNotice(outcome.data.message || t('sent'));
    else if (outcome.error.kind === 'business') setNotice(outcome.message);
    else setFailure(outcome.message);
  };

  return (
    <>
      <LandingHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        // Decorative art: the title says it all.
        image={{ src: heroArt, width: 480, height: 320, alt: '' }}
      />
      <SubscriberInfoUpdate
        number={number}
        links={subscriberInfoLinks(window.location.origin, number)}
        onAction={logClick}
        callbackForm={
          <CallbackPhoneForm
            defaultPhone={fromQuery}
            onSend={(msisdn) => void onSend(msisdn)}
            pending={send.isPending}
            notice={notice}
            onNoticeClose={() => setNotice(undefined)}
            failure={failure}
          />
        }
      />
    </>
  );
}
