/**
 * Messages the server writes into envelopes, in the request's language (`Language` header, Russian
 * by default). Screen texts live in the client's locales; only what the server says is here: the
 * shared messages (server/src/messages.ts) and each module's own (modules/<module>/messages.ts),
 * composed into one catalogue. A key is defined once (server/src/i18n.test.ts holds that).
 */
import type { Language } from '../../contracts/envelope.ts';
import { commonMessages } from './messages.ts';
import { currencyPaymentMessages } from './modules/currency-payment/messages.ts';
import { accountsMessages } from './modules/accounts/messages.ts';
import { creditsMessages } from './modules/credits/messages.ts';
import { creditRequestMessages } from './modules/credit-request/messages.ts';
import { devicesMessages } from './modules/devices/messages.ts';
import { exportMessages } from './modules/export/messages.ts';
import { fxTransferMessages } from './modules/fx-transfer/messages.ts';
import { fxDealMessages } from './modules/fx-deal/messages.ts';
import { munisMessages } from './modules/munis/messages.ts';
import { corporateCardMessages } from './modules/corporate-cards/messages.ts';
import { accountOrderMessages } from './modules/online-order/messages.ts';
import { wageMessages } from './modules/wage/messages.ts';
import { salaryMessages } from './modules/salary/messages.ts';
import { kartotekaMessages } from './modules/kartoteka/messages.ts';
import { lettersOfCreditMessages } from './modules/letters-of-credit/messages.ts';
import { loanAdminMessages } from './modules/loan-admin/messages.ts';
import { newchatMessages } from './modules/newchat/messages.ts';
import { paymentClaimsMessages } from './modules/payment-claims/messages.ts';
import { pushMessages } from './modules/push/messages.ts';
import { invoicesMessages } from './modules/invoices/messages.ts';
import { okoMessages } from './modules/oko/messages.ts';
import { qrMessages } from './modules/qr/messages.ts';
import { ratesMessages } from './modules/rates/messages.ts';
import { reportsMessages } from './modules/reports/messages.ts';
import { securityMessages } from './modules/security/messages.ts';
import { servicesMessages } from './modules/services/messages.ts';
import { insuranceMessages } from './modules/insurance/messages.ts';
import { referralMessages } from './modules/referral/messages.ts';
import { shellMessages } from './modules/shell/messages.ts';
import { signingKeysMessages } from './modules/signing-keys/messages.ts';
import { smsMessages } from './modules/sms/messages.ts';
import { tgbMessages } from './modules/tgb/messages.ts';
import { tickersMessages } from './modules/tickers/messages.ts';
import { mfoMessages } from './modules/mfo/messages.ts';
import { rbacMessages } from './modules/rbac/messages.ts';
import { terminalMessages } from './modules/terminals/messages.ts';
import { registrationMessages } from './modules/registration-account/messages.ts';
import { applicationMessages } from './modules/applications/messages.ts';
import { currencyTransactionCodesMessages } from './modules/currency-transaction-codes/messages.ts';
import { referenceDataMessages } from './modules/reference-data/messages.ts';
import { multiclientMessages } from './modules/multiclient/messages.ts';
import { noticesMessages } from './modules/notices/messages.ts';
import { controlledAccountsMessages } from './modules/controlled-accounts/messages.ts';
import { usersMessages } from './modules/users/messages.ts';
import { staffMessages } from './modules/staff/messages.ts';
import { uzsImportMessages } from './modules/uzs-import/messages.ts';
import { fxImportMessages } from './modules/fx-import/messages.ts';
import { uzsPaymentMessages } from './modules/uzs-payment/messages.ts';
import { surveysMessages } from './modules/surveys/messages.ts';
import { overdueUploadMessages } from './modules/overdue-upload/messages.ts';

/** Every catalogue, the shared one first; each module's keys carry its own prefix. */
export const CATALOGUES = [
  commonMessages,
  surveysMessages,
  accountsMessages,
  currencyPaymentMessages,
  creditsMessages,
  creditRequestMessages,
  devicesMessages,
  exportMessages,
  fxTransferMessages,
  fxDealMessages,
  munisMessages,
  corporateCardMessages,
  accountOrderMessages,
  wageMessages,
  salaryMessages,
  kartotekaMessages,
  lettersOfCreditMessages,
  loanAdminMessages,
  newchatMessages,
  paymentClaimsMessages,
  pushMessages,
  invoicesMessages,
  okoMessages,
  qrMessages,
  ratesMessages,
  reportsMessages,
  securityMessages,
  servicesMessages,
  insuranceMessages,
  referralMessages,
  shellMessages,
  signingKeysMessages,
  smsMessages,
  tgbMessages,
  tickersMessages,
  mfoMessages,
  rbacMessages,
  terminalMessages,
  registrationMessages,
  applicationMessages,
  currencyTransactionCodesMessages,
  referenceDataMessages,
  multiclientMessages,
  noticesMessages,
  controlledAccountsMessages,
  usersMessages,
  staffMessages,
  uzsPaymentMessages,
  uzsImportMessages,
  fxImportMessages,
  overdueUploadMessages,
] as const;

const catalogue = {
  ...commonMessages,
  ...rbacMessages,
  ...accountsMessages,
  ...currencyPaymentMessages,
  ...creditsMessages,
  ...creditRequestMessages,
  ...devicesMessages,
  ...exportMessages,
  ...fxTransferMessages,
  ...fxDealMessages,
  ...munisMessages,
  ...corporateCardMessages,
  ...accountOrderMessages,
  ...wageMessages,
  ...salaryMessages,
  ...kartotekaMessages,
  ...lettersOfCreditMessages,
  ...loanAdminMessages,
  ...newchatMessages,
  ...paymentClaimsMessages,
  ...pushMessages,
  ...invoicesMessages,
  ...okoMessages,
  ...qrMessages,
  ...ratesMessages,
  ...reportsMessages,
  ...securityMessages,
  ...servicesMessages,
  ...insuranceMessages,
  ...referralMessages,
  ...shellMessages,
  ...signingKeysMessages,
  ...smsMessages,
  ...tgbMessages,
  ...tickersMessages,
  ...mfoMessages,
  ...terminalMessages,
  ...registrationMessages,
  ...applicationMessages,
  ...currencyTransactionCodesMessages,
  ...referenceDataMessages,
  ...multiclientMessages,
  ...noticesMessages,
  ...controlledAccountsMessages,
  ...usersMessages,
  ...staffMessages,
  ...uzsPaymentMessages,
  ...uzsImportMessages,
  ...fxImportMessages,
  ...surveysMessages,
  ...overdueUploadMessages,
};

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Readonly<Record<string, string | number>>;

export function t(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  const text: string = catalogue[key][lang];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
