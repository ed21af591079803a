import { EarningBreakdown } from './earning-breakdown';

/** /user/earnings/:id/investor: the investor's own earning of a distribution, part by part. */
export default function EarningByInvestorScreen() {
  return <EarningBreakdown view="investor" />;
}
