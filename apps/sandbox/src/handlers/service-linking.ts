/**
 * Linking and removing service accounts (issue 17, ACC-74, ACC-75, API-044 … API-052). Every call answers for
 * the session's subscriber only: a lookup or a link of another customer's account (another owner document) is
 * refused with the operator's sentence and tells nothing of it, a removal touches only the caller's own links.
 * The rules are the domain's (linkRefusalOf, validateLinkTarget); a linked account joins the caller's contract
 * account list (cust_get_subscribers_by_invoice2).
 */
import { linkRefusals, type LinkRefusalCode } from '@selfcare/api-client/contract';
import {
  linkedServiceStatusOf,
  linkRefusalOf,
  maskOwnerName,
  toLocalPhone,
  validateFiberSearch,
  validateLinkTarget,
  type LinkableKind,
  type LinkCaller,
  type Result,
} from '@selfcare/domain';
import type { SqlExecutor } from '../db/database';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { signedIn, type CallContext, type Handlers } from './types';

const ok = <T>(result: T) => ({ error_code: '0', message: 'Thành công', result });
const done = () => ({ error_code: '0', message: 'Thành công' });

const refusalMessages: Readonly<Record<LinkRefusalCode, string>> = {
  notFound: 'Không tìm thấy tài khoản dịch vụ này.',
  notOwner: 'Tài khoản không thuộc quyền sở hữu của quý khách.',
  alreadyLinked: 'Tài khoản đã được liên kết.',
  ownNumber: 'Không thể liên kết chính số thuê bao đang sử dụng.',
  cancelled: 'Tài khoản đã huỷ, không thể liên kết.',
  notLinked: 'Tài khoản không có trong danh sách liên kết của quý khách.',
};
const refuse = (refusal: LinkRefusalCode) =>
  new OperatorError(linkRefusals[refusal], refusalMessages[refusal]);

/** A typed account the domain's format refuses is bad input (400), named by its field. */
function accepted(field: string, result: Result<string>): string {
  if (!result.ok) throw new InvalidInput(`${field}: ${result.error}`);
  return result.value;
}

type ProductLine = 'FIBER' | 'MYTV' | 'PHONE' | 'MOBILE';

/** An account of the operator's register (or a mobile subscriber) with whoever it is linked to. */
interface Target {
  account: string;
  product_line: ProductLine;
  owner_document: string | null;
  owner_name: string;
  address: string | null;
  contact: string;
  status: string;
  packages: { PACKAGE_CODE: string; PACKAGE_NAME: string }[];
  linked_to: string | null;
  /** A mobile target's number (84 form). */
  msisdn?: string;
}

async function callerOf(app: CallContext): Promise<LinkCaller> {
  const msisdn = signedIn(app);
  const [row] = await app.db.query<{ owner_document: string | null }>(
    'select owner_document from subscribers where msisdn = $1',
    [msisdn],
  );
  return { msisdn, document: row?.owner_document ?? undefined };
}

const registerColumns = `s.account, s.product_line, s.owner_document, s.owner_name, s.address, s.contact, s.status,
  s.packages, l.owner_msisdn as linked_to
  from service_accounts s left join linked_accounts l on l.account = s.account`;

/** A fiber or MyTV account by its id; a fixed line by its account or its number. */
async function registered(
  db: SqlExecutor,
  productLine: ProductLine,
  key: string,
): Promise<Target | undefined> {
  const [row] = await db.query<Target>(
    `select ${registerColumns} where s.product_line = $1 and (s.account = $2 or ($1 = 'PHONE' and s.contact = $2))
     order by s.account = $2 desc limit 1`,
    [productLine, key],
  );
  return row;
}

/** Another mobile number as a target: its subscriber, linked under its 0 form. */
async function mobileTarget(db: SqlExecutor, msisdn: string): Promise<Target | undefined> {
  const account = toLocalPhone(msisdn);
  const [row] = await db.query<{ full_name: string; address: string | null; owner_document: string | null }>(
    'select full_name, address, owner_document from subscribers where msisdn = $1',
    [msisdn],
  );
  if (!row) return undefined;
  const [link] = await db.query<{ owner_msisdn: string }>(
    'select owner_msisdn from linked_accounts where account = $1',
    [account],
  );
  return {
    account,
    product_line: 'MOBILE',
    owner_document: row.owner_document,
    owner_name: row.full_name,
    address: row.address,
    contact: account,
    status: 'ACTIVE',
    packages: [],
    linked_to: link?.owner_msisdn ?? null,
    msisdn,
  };
}

function refusalFor(caller: LinkCaller, target: Target | undefined) {
  return linkRefusalOf(
    caller,
    target && {
      ownerDocument: target.owner_document ?? undefined,
      status: linkedServiceStatusOf(target.status),
      linked: target.linked_to !== null,
      ...(target.msisdn === undefined ? {} : { msisdn: target.msisdn }),
    },
  );
}

const infoWire = (target: Target, caller: LinkCaller) => ({
  ACCOUNT: target.account,
  PRODUCT_LINE: target.product_line,
  OWNER_NAME: maskOwnerName(target.owner_name),
  ADDRESS: target.address,
  PACKAGE_NAME: target.packages[0]?.PACKAGE_NAME ?? null,
  STATUS: target.status,
  LINKED: target.linked_to === caller.msisdn ? (1 as const) : (0 as const),
});

/** ACC-75: what a lookup shows; the caller's own link shows as linked, any other refusal is the operator's. */
async function lookUp(app: CallContext, find: (db: SqlExecutor) => Promise<Target | undefined>) {
  const caller = await callerOf(app);
  const target = await find(app.db);
  const refusal = refusalFor(caller, target);
  const ownLink = refusal === 'alreadyLinked' && target?.linked_to === caller.msisdn;
  if (refusal && !ownLink) throw refuse(refusal);
  return ok(infoWire(target as Target, caller));
}

/** ACC-74: links the account to the caller's number, once (a parallel link of the same account loses). */
async function link(app: CallContext, find: (db: SqlExecutor) => Promise<Target | undefined>) {
  const caller = await callerOf(app);
  const target = await find(app.db);
  const refusal = refusalFor(caller, target);
  if (refusal || !target) throw refuse(refusal ?? 'notFound');
  const inserted = await app.db.query(
    `insert into linked_accounts (account, owner_msisdn, product_line, contact, status, packages, sort)
     values ($1, $2, $3, $4, $5, $6,
       coalesce((select max(sort) + 1 from linked_accounts where owner_msisdn = $2), 0))
     on conflict (account) do nothing returning account`,
    [
      target.account,
      caller.msisdn,
      target.product_line,
      target.contact,
      target.status,
      JSON.stringify(target.packages),
    ],
  );
  if (inserted.length === 0) throw refuse('alreadyLinked');
  return done();
}

const byKind = (kind: LinkableKind, raw: string) =>
  accepted(
    kind === 'mobile' ? 'msisdn' : kind === 'fixed' ? 'number' : 'account',
    validateLinkTarget(kind, raw),
  );

/** phone_get_info takes a fixed line or a mobile number: whichever the text is. */
function phoneFinder(raw: string) {
  const fixed = validateLinkTarget('fixed', raw);
  if (fixed.ok) return (db: SqlExecutor) => registered(db, 'PHONE', fixed.value);
  const mobile = byKind('mobile', raw);
  return (db: SqlExecutor) => mobileTarget(db, mobile);
}

/** A home internet or MyTV account of the register, found the same way to look it up and to link it. */
function fiberFinder(raw: string) {
  const account = byKind('internet', raw);
  return (db: SqlExecutor) => registered(db, 'FIBER', account);
}
function tvFinder(raw: string) {
  const account = byKind('tv', raw);
  return (db: SqlExecutor) => registered(db, 'MYTV', account);
}

export const serviceLinkingHandlers: Handlers = {
  async fiber_get_info(request, app) {
    return lookUp(app, fiberFinder(request.account));
  },
  async mytv_get_info(request, app) {
    return lookUp(app, tvFinder(request.account));
  },
  async phone_get_info(request, app) {
    return lookUp(app, phoneFinder(request.number));
  },
  // ACC-75: only the caller's own customer's home internet accounts are found.
  async fiber_search_info2(request, app) {
    const keyword = accepted('keyword', validateFiberSearch(request.keyword));
    const caller = await callerOf(app);
    if (caller.document === undefined) return ok([]);
    const rows = await app.db.query<Target>(
      `select ${registerColumns} where s.product_line = 'FIBER' and s.owner_document = $1
       and s.status <> 'CANCELLED' and (s.account = $2 or s.contact = $2) order by s.account limit 20`,
      [caller.document, keyword],
    );
    return ok(rows.map((row) => infoWire(row, caller)));
  },
  async fiber_add_account(request, app) {
    return link(app, fiberFinder(request.account));
  },
  async mytv_add_account(request, app) {
    return link(app, tvFinder(request.account));
  },
  async phone_add_account(request, app) {
    const number = byKind('fixed', request.number);
    return link(app, (db) => registered(db, 'PHONE', number));
  },
  async mobile_add_account(request, app) {
    const msisdn = byKind('mobile', request.msisdn);
    return link(app, (db) => mobileTarget(db, msisdn));
  },
  // ACC-74: removes one of the caller's own links, nothing else (the gateway stays with its account).
  async cust_remove_account(request, app) {
    const removed = await app.db.query(
      'delete from linked_accounts where account = $1 and owner_msisdn = $2 returning account',
      [request.account, signedIn(app)],
    );
    if (removed.length === 0) throw refuse('notLinked');
    return done();
  },
};
