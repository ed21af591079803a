import { investorArea, issuerArea } from './area';

describe('where a notification opens', () => {
  it("opens a board message's reply thread over the investor's ads, and nothing in the other areas", () => {
    expect(investorArea().linkOf({ type: 'conversation', id: 'c 1' })).toBe('/user/transfers?tab=mine&conversation=c%201');
    expect(issuerArea('manager').linkOf({ type: 'conversation', id: 'c1' })).toBeNull();
  });
});
