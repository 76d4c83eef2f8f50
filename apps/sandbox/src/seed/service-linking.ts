/**
 * Service accounts to link (issue 17, ACC-74, ACC-75). Every subscriber's owner document is '0' and their
 * number (a 12-digit citizen card, never sent); the operator's register holds every fixed-line, internet and
 * MyTV account with its owner's document. Nguyễn Văn An (0912345678) has a fiber, a MyTV, a fixed line and a
 * second mobile number of his own that are not linked yet; Vũ Minh Quân (0888888888) has a fiber that An may
 * not link. Each e2e linking journey signs in a number of its own (0818 00i 300, one per width, language and
 * retry) that owns one fiber (e2e_link_fiber_0i) to link and remove, so parallel runs never meet.
 */
import type { SqlExecutor } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { seedGateways, seedLinkedAccounts } from './linked-services';

/** Two widths × two languages × a first run and one retry. */
export const LINK_JOURNEY_ACCOUNTS = 8;

/** The number of linking journey subscriber `index` (0 … 7), in the 84 form: 0818 00i 300. */
export function linkJourneyNumber(index: number): string {
  return `8481800${index}300`;
}

/** The owner document the sandbox gives a subscriber (its number, as a 12-digit paper). */
export const ownerDocumentOf = (msisdn: string) => `0${msisdn}`;

/** Nguyễn Văn An's second mobile number, on his own document. */
export const secondMobileOfAn = '84917770501';

const homeNet = { PACKAGE_CODE: 'HOME_NET_150', PACKAGE_NAME: 'Home Net 150 Mbps' };

interface Linkable {
  account: string;
  productLine: 'FIBER' | 'MYTV' | 'PHONE';
  owner: string;
  ownerName: string;
  address: string;
  contact: string;
  packages: { PACKAGE_CODE: string; PACKAGE_NAME: string }[];
}

const an = { owner: '84912345678', ownerName: 'Nguyễn Văn An', address: '12 Phố Huế, Hai Bà Trưng, Hà Nội' };

export const linkableAccounts: readonly Linkable[] = [
  { ...an, account: 'hni_fiber_0501', productLine: 'FIBER', contact: '0912345678', packages: [homeNet] },
  {
    ...an,
    account: 'hni_mytv_0502',
    productLine: 'MYTV',
    contact: '0912345678',
    packages: [{ PACKAGE_CODE: 'MYTV_CHUAN', PACKAGE_NAME: 'MyTV Chuẩn' }],
  },
  {
    ...an,
    account: '02437770501',
    productLine: 'PHONE',
    contact: '02437770501',
    packages: [{ PACKAGE_CODE: 'PSTN_CO_BAN', PACKAGE_NAME: 'Điện thoại cố định cơ bản' }],
  },
  {
    account: 'hcm_fiber_0999',
    productLine: 'FIBER',
    owner: '84888888888',
    ownerName: 'Vũ Minh Quân',
    address: '8 Lê Duẩn, Quận 1, TP Hồ Chí Minh',
    contact: '0888888888',
    packages: [homeNet],
  },
  ...Array.from({ length: LINK_JOURNEY_ACCOUNTS }, (_, index): Linkable => ({
    account: `e2e_link_fiber_0${index}`,
    productLine: 'FIBER',
    owner: linkJourneyNumber(index),
    ownerName: `Khách hàng Liên kết ${index + 1}`,
    address: 'Hà Nội',
    contact: `081800${index}300`,
    packages: [homeNet],
  })),
];

export async function seedServiceLinking(tx: SqlExecutor, now: number, passwordHash: string): Promise<void> {
  const created = new Date(now - 300 * 86_400_000);
  await insertRows(
    tx,
    'subscribers',
    ['msisdn', 'full_name', 'customer_id', 'kind', 'password_hash', 'address', 'created_at'],
    [
      [secondMobileOfAn, an.ownerName, 'KH20240001B', 'prepaid', passwordHash, an.address, created],
      ...Array.from({ length: LINK_JOURNEY_ACCOUNTS }, (_, index) => [
        linkJourneyNumber(index),
        `Khách hàng Liên kết ${index + 1}`,
        `KH${String(40_250_001 + index)}`,
        'prepaid',
        passwordHash,
        'Hà Nội',
        created,
      ]),
    ],
  );
  await tx.query(`update subscribers set owner_document = '0' || msisdn`);
  await tx.query('update subscribers set owner_document = $2 where msisdn = $1', [
    secondMobileOfAn,
    ownerDocumentOf(an.owner),
  ]);
  // The accounts billed with a subscriber already are in the register too, on their owner's document.
  await tx.query(
    `insert into service_accounts (account, product_line, owner_document, owner_name, address, contact, status, packages)
     select a.account, a.product_line, s.owner_document, s.full_name, coalesce(s.address, 'Hà Nội'), a.contact,
       a.status, a.packages
     from linked_accounts a join subscribers s on s.msisdn = a.owner_msisdn`,
  );
  await insertRows(
    tx,
    'service_accounts',
    ['account', 'product_line', 'owner_document', 'owner_name', 'address', 'contact', 'status', 'packages'],
    linkableAccounts.map((a) => [
      a.account,
      a.productLine,
      ownerDocumentOf(a.owner),
      a.ownerName,
      a.address,
      a.contact,
      'ACTIVE',
      JSON.stringify(a.packages),
    ]),
  );
  const seededFibers = seedLinkedAccounts.filter((a) => a.productLine === 'FIBER').length;
  await seedGateways(
    tx,
    linkableAccounts.filter((a) => a.productLine === 'FIBER'),
    seededFibers,
  );
}
