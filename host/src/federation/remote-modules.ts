import type * as remoteEntrepreneur from 'remote_entrepreneur/routes';
import type * as remoteInvest from 'remote_invest/routes';
import type * as remoteInvestor from 'remote_investor/routes';
import type * as remoteManager from 'remote_manager/routes';
import type { RemoteRoutesModule } from '../platform/remote-contract';
import type { RemoteName } from './areas';

type MatchesContract<T extends Record<RemoteName, RemoteRoutesModule>> = T;

/** Each remote's `./routes` as its source declares it. Type-only: the code still arrives at run
 * time from the manifest, but `tsc` fails here when a remote stops matching the contract. */
export type RemoteModules = MatchesContract<{
  remote_invest: typeof remoteInvest;
  remote_investor: typeof remoteInvestor;
  remote_manager: typeof remoteManager;
  remote_entrepreneur: typeof remoteEntrepreneur;
}>;
