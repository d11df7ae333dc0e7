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
    };
  }
}
