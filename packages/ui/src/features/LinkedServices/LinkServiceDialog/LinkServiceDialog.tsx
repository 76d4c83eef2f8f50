import {
  linkableKinds,
  readFiberQuery,
  validateLinkTarget,
  type LinkableKind,
  type LinkInputError,
  type ServiceAccountInfo,
} from '@selfcare/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from '../private/linkedServices.css';

/** What the dialog asks for: an account of a kind, or (home internet) a search by the contract's phone. */
export interface LinkQuery {
  readonly kind: LinkableKind;
  readonly value: string;
  /** A fiber search (fiber_search_info2) rather than one account's lookup. */
  readonly search: boolean;
}

/** Where the lookup stands (the portal runs it). */
export type LinkLookup =
  | { readonly state: 'idle' }
  | { readonly state: 'pending' }
  | { readonly state: 'found'; readonly info: ServiceAccountInfo }
  | { readonly state: 'choices'; readonly infos: readonly ServiceAccountInfo[] }
  | { readonly state: 'refused'; readonly message: string };

export interface LinkServiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lookup: LinkLookup;
  /** A query the domain's rules accept, sent when the form is submitted. */
  onLookUp: (query: LinkQuery) => void;
  /** The kind or the account changed: the last lookup no longer applies. */
  onEdit: () => void;
  /** One account of a fiber search's results chosen. */
  onChoose: (info: ServiceAccountInfo) => void;
  onLink: (info: ServiceAccountInfo) => void;
  /** While the link is being made. */
  linking?: boolean;
  /** Why the link failed, in the reader's language. */
  linkFailure?: string | undefined;
}

/** Home internet may be found by the contract's phone (a search); every other kind by its account. */
function checkQuery(kind: LinkableKind, raw: string): { query?: LinkQuery; error?: LinkInputError } {
  const checked = kind === 'internet' ? readFiberQuery(raw) : validateLinkTarget(kind, raw);
  if (!checked.ok) return { error: checked.error };
  const { value, search } =
    typeof checked.value === 'string' ? { value: checked.value, search: false } : checked.value;
  return { query: { kind, value, search } };
}

/**
 * ACC-74, ACC-75: links a service account to the subscriber's number. Choose the kind (radios, arrow keys
 * move between them), type its account or number, look it up, read what the operator shows of it (owner
 * masked, address, package) and confirm the link. A refusal (another customer's account, linked already) is
 * announced in place; the dialog keeps focus inside and Escape closes it.
 */
export function LinkServiceDialog({
  open,
  onOpenChange,
  lookup,
  onLookUp,
  onEdit,
  onChoose,
  onLink,
  linking = false,
  linkFailure,
}: LinkServiceDialogProps) {
  const { t } = useTranslation('ui');
  const found = lookup.state === 'found' ? lookup.info : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('linkedServices.link.title')}
      description={t('linkedServices.link.lead')}
      size="md"
    >
      {/* Inside the dialog's content: what was typed is forgotten when the dialog closes. */}
      <LinkForm pending={lookup.state === 'pending'} onLookUp={onLookUp} onEdit={onEdit} />
      <div aria-live="polite">
        {found ? (
          <FoundAccount info={found} linking={linking} failure={linkFailure} onLink={() => onLink(found)} />
        ) : null}
        {lookup.state === 'choices' ? (
          lookup.infos.length === 0 ? (
            <p className={styles.lead}>{t('linkedServices.link.noneFound')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('linkedServices.link.choices')}>
              {lookup.infos.map((info) => (
                <li key={info.account} className={styles.row}>
                  <div className={styles.rowBody}>
                    <p className={styles.rowName}>{info.account}</p>
                    <p className={styles.muted}>
                      {[info.packageName, info.address].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('linkedServices.link.chooseNamed', { account: info.account })}
                    onClick={() => onChoose(info)}
                  >
                    {t('linkedServices.link.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
      {lookup.state === 'refused' ? (
        <p role="alert" className={styles.error}>
          {lookup.message}
        </p>
      ) : null}
    </Dialog>
  );
}

function FoundAccount({
  info,
  linking,
  failure,
  onLink,
}: {
  info: ServiceAccountInfo;
  linking: boolean;
  failure: string | undefined;
  onLink: () => void;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const notGiven = t('linkedServices.link.notGiven');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {t(`linkedServices.list.kind.${info.kind}`)}
      </h3>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('linkedServices.list.account')}</dt>
        <dd className={styles.factValue}>{info.account}</dd>
        <dt className={styles.factName}>{t('linkedServices.link.owner')}</dt>
        <dd className={styles.factValue}>{info.ownerName ?? notGiven}</dd>
        <dt className={styles.factName}>{t('linkedServices.link.address')}</dt>
        <dd className={styles.factValue}>{info.address ?? notGiven}</dd>
        <dt className={styles.factName}>{t('linkedServices.list.packages')}</dt>
        <dd className={styles.factValue}>{info.packageName ?? notGiven}</dd>
      </dl>
      {info.linked ? (
        <p className={styles.muted}>{t('linkedServices.link.alreadyYours')}</p>
      ) : (
        <div className={styles.actions}>
          <Button loading={linking} onClick={onLink}>
            {t('linkedServices.link.confirm', { account: info.account })}
          </Button>
        </div>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/** The kind and the account, checked by the domain's rules; a query they accept is handed on. */
function LinkForm({
  pending,
  onLookUp,
  onEdit,
}: {
  pending: boolean;
  onLookUp: (query: LinkQuery) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation('ui');
  const legendId = useId();
  const [kind, setKind] = useState<LinkableKind>('internet');
  const [value, setValue] = useState('');
  const [error, setError] = useState<LinkInputError | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuery(kind, value);
    setError(checked.error);
    if (checked.query) onLookUp(checked.query);
  };
  const edit = (next: { kind?: LinkableKind; value?: string }) => {
    if (next.kind !== undefined) setKind(next.kind);
    if (next.value !== undefined) setValue(next.value);
    setError(undefined);
    onEdit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.kinds} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('linkedServices.link.kind')}
        </legend>
        {linkableKinds.map((option) => (
          <label key={option} className={styles.kindOption}>
            <input
              type="radio"
              name="link-kind"
              className={styles.radio}
              value={option}
              checked={kind === option}
              onChange={() => edit({ kind: option })}
            />
            {t(`linkedServices.list.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(`linkedServices.link.field.${kind}`)}
        hint={t(`linkedServices.link.hint.${kind}`)}
        value={value}
        autoComplete="off"
        inputMode={kind === 'fixed' || kind === 'mobile' ? 'tel' : 'text'}
        onChange={(event) => edit({ value: event.target.value })}
        error={error ? t(`linkedServices.link.errors.${error}`) : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={pending}>
          {t('linkedServices.link.lookUp')}
        </Button>
      </div>
    </form>
  );
}
