import { entrepreneurPaths, investorPaths, managerPaths, type Notification } from 'shared';

/** What sets one area's notification screens apart: where each subject opens, and who may write broadcasts. */
export type NotificationArea = {
  /** Starts every query key of the area (the page shares one QueryClient between areas). */
  scope: string;
  /** The area's address of a notification's subject, or null when the area has no page for it. */
  linkOf: (subject: NonNullable<Notification['subject']>) => string | null;
  /** Managers write to any audience; entrepreneurs only to their own projects' investors; investors never. */
  compose: 'any' | 'own_projects' | null;
};

/** The investor's area, /user. */
export function investorArea(): NotificationArea {
  return {
    scope: 'investor',
    compose: null,
    linkOf: ({ type, id }) => {
      switch (type) {
        case 'investment':
          return investorPaths.investments.href();
        case 'earning':
          return investorPaths.earnings.href();
        case 'ad':
          // Ad notices (published, rejected, withdrawn, a contact) are about the investor's own ads.
          return investorPaths.transfers.href('?tab=mine');
        case 'conversation':
          // A board message opens its reply thread over the investor's own ads (a seller's usual place).
          return investorPaths.transfers.href(`?tab=mine&conversation=${encodeURIComponent(id)}`);
        case 'transfer':
          return investorPaths.transfers.href('?tab=transfers');
        case 'issuance':
          return investorPaths.issuance.href(id);
        case 'account':
          return investorPaths.account.href();
      }
    },
  };
}

/** The manager's (/manager) or the entrepreneur's (/entrepreneur) area. */
export function issuerArea(prefix: 'manager' | 'entrepreneur'): NotificationArea {
  const paths = prefix === 'manager' ? managerPaths : entrepreneurPaths;
  return {
    scope: prefix,
    compose: prefix === 'manager' ? 'any' : 'own_projects',
    linkOf: ({ type, id }) => {
      switch (type) {
        case 'issuance':
          return paths.issuance.href(id);
        case 'investment':
          return paths.investments.href();
        case 'earning':
          return paths.earnings.href();
        case 'account':
          return paths.account.href();
        default:
          return null;
      }
    },
  };
}
