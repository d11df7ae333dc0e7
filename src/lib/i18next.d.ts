// Keys are typed from the ru files (ru is the default and fallback; the unit tests hold en and uz to the same keys).
import type common from '../../locales/ru/common.json';
import type shell from '../../locales/ru/shell.json';
import type auth from '../../locales/ru/auth.json';
import type help from '../../locales/ru/help.json';
import type settings from '../../locales/ru/settings.json';
import type notifications from '../../locales/ru/notifications.json';
import type offline from '../../locales/ru/offline.json';
import type kit from '../../locales/ru/kit.json';
import type tickers from '../../locales/ru/tickers.json';
import type notices from '../../locales/ru/notices.json';
import type siteMode from '../../locales/ru/siteMode.json';
import type controlledAccounts from '../../locales/ru/controlledAccounts.json';
import type eisvo from '../../locales/ru/eisvo.json';
import type bot from '../../locales/ru/bot.json';
import type centre from '../../locales/ru/centre.json';
import type chat from '../../locales/ru/chat.json';
import type payments from '../../locales/ru/payments.json';
import type signing from '../../locales/ru/signing.json';
import type heads from '../../locales/ru/heads.json';
import type accounts from '../../locales/ru/accounts.json';
import type rates from '../../locales/ru/rates.json';
import type dashboard from '../../locales/ru/dashboard.json';
import type claims from '../../locales/ru/claims.json';
import type fxdeals from '../../locales/ru/fxdeals.json';
import type munis from '../../locales/ru/munis.json';
import type reports from '../../locales/ru/reports.json';
import type users from '../../locales/ru/users.json';
import type currencyPayments from '../../locales/ru/currencyPayments.json';
import type fxTransfers from '../../locales/ru/fxTransfers.json';
import type imports from '../../locales/ru/imports.json';
import type credits from '../../locales/ru/credits.json';
import type creditRequests from '../../locales/ru/creditRequests.json';
import type lc from '../../locales/ru/lc.json';
import type services from '../../locales/ru/services.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      shell: typeof shell;
      auth: typeof auth;
      help: typeof help;
      settings: typeof settings;
      notifications: typeof notifications;
      offline: typeof offline;
      kit: typeof kit;
      tickers: typeof tickers;
      notices: typeof notices;
      siteMode: typeof siteMode;
      controlledAccounts: typeof controlledAccounts;
      eisvo: typeof eisvo;
      bot: typeof bot;
      centre: typeof centre;
      chat: typeof chat;
      payments: typeof payments;
      signing: typeof signing;
      heads: typeof heads;
      accounts: typeof accounts;
      rates: typeof rates;
      dashboard: typeof dashboard;
      claims: typeof claims;
      fxdeals: typeof fxdeals;
      munis: typeof munis;
      reports: typeof reports;
      users: typeof users;
      currencyPayments: typeof currencyPayments;
      fxTransfers: typeof fxTransfers;
      imports: typeof imports;
      credits: typeof credits;
      creditRequests: typeof creditRequests;
      lc: typeof lc;
      services: typeof services;
    };
  }
}
