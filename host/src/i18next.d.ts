import type entrepreneur from '../../remote-entrepreneur/src/locales/en/entrepreneur.json';
import type invest from '../../remote-invest/src/locales/en/invest.json';
import type investor from '../../remote-investor/src/locales/en/investor.json';
import type manager from '../../remote-manager/src/locales/en/manager.json';
import type issuanceAdmin from '../../features/issuance-admin/src/locales/en/issuance-admin.json';
import type account from '../../features/account/src/locales/en/account.json';
import type notifications from '../../features/notifications/src/locales/en/notifications.json';
import type board from '../../features/board/src/locales/en/board.json';
import type earnings from '../../features/earnings/src/locales/en/earnings.json';
import type { HostMessages } from './platform/i18n';

// One declaration for the whole page, typed from the English files: every typecheck (host or
// remote) reads every remote's source through `remote-modules.ts`, so each needs every
// namespace, the feature packages' included. The remotes include this file from their tsconfig.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: HostMessages & {
      entrepreneur: typeof entrepreneur;
      invest: typeof invest;
      investor: typeof investor;
      manager: typeof manager;
      'issuance-admin': typeof issuanceAdmin;
      account: typeof account;
      notifications: typeof notifications;
      board: typeof board;
      earnings: typeof earnings;
    };
  }
}
