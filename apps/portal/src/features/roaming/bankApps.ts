/**
 * ROAM-098 … ROAM-101 (UNSPEC: source of the lists): the bank apps the chooser offers are bundled here,
 * one table with per-platform install counts; each platform lists them by installs, other devices get
 * every bank by name. Deep links follow the configured template.
 */
import type { BankApp, BankListsByDevice } from '@selfcare/domain';
import type { ChooserBank } from '@selfcare/ui';
import { config } from '../../config/env';

/** [appId, appName, bankName, iOS monthly installs, Android monthly installs] */
const table = [
  ['vcb', 'VCB Digibank', 'Vietcombank', 980, 1200],
  ['icb', 'VietinBank iPay', 'VietinBank', 610, 820],
  ['bidv', 'BIDV SmartBanking', 'BIDV', 700, 900],
  ['vba', 'Agribank E-Mobile Banking', 'Agribank', 420, 760],
  ['tcb', 'Techcombank Mobile', 'Techcombank', 860, 830],
  ['mb', 'MB Bank', 'MB', 1100, 1300],
  ['acb', 'ACB ONE', 'ACB', 380, 340],
  ['vpb', 'VPBank NEO', 'VPBank', 520, 610],
  ['tpb', 'TPBank Mobile', 'TPBank', 450, 500],
  ['stb', 'Sacombank Pay', 'Sacombank', 300, 360],
  ['hdb', 'HDBank', 'HDBank', 180, 240],
  ['shb', 'SHB Mobile', 'SHB', 150, 210],
  ['msb', 'MSB mBank', 'MSB', 140, 170],
  ['ocb', 'OCB OMNI', 'OCB', 120, 150],
  ['vib', 'MyVIB', 'VIB', 160, 190],
  ['eib', 'Eximbank Mobile Banking', 'Eximbank', 90, 110],
] as const;

export function deeplinkOf(appId: string, template: string = config.roamingBankDeeplink): string {
  return template.replaceAll('{appId}', encodeURIComponent(appId));
}

function appsBy(installs: (row: (typeof table)[number]) => number): BankApp[] {
  return [...table]
    .sort((a, b) => installs(b) - installs(a))
    .map((row) => ({
      appId: row[0],
      appName: row[1],
      bankName: row[2],
      appLogo: undefined,
      monthlyInstall: installs(row),
      deeplink: deeplinkOf(row[0]),
    }));
}

export const bankAppLists: BankListsByDevice<BankApp> = {
  ios: appsBy((row) => row[3]),
  android: appsBy((row) => row[4]),
  all: appsBy(() => 0).sort((a, b) => a.bankName.localeCompare(b.bankName, 'vi')),
};

/** A bank app as the chooser lists it; the search reads the bank's short name (VAL-33). */
export interface ChooserBankApp extends ChooserBank {
  readonly app: BankApp;
}

export function toChooserBank(app: BankApp): ChooserBankApp {
  return { id: app.appId, shortName: app.bankName, name: app.appName, logoUrl: app.appLogo, app };
}
