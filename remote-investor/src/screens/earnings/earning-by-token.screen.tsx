import { EarningBreakdown } from './earning-breakdown';

/** /user/earnings/:id/token: a distribution by token. */
export default function EarningByTokenScreen() {
  return <EarningBreakdown view="token" />;
}
