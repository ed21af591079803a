/**
 * The investor area's view of the shared address map: its own routes (relative, as the host
 * splices them under /user) and the invest flow it hands over to. No other module writes a URL.
 */
export { investFlowPaths, investorPaths } from 'shared';
