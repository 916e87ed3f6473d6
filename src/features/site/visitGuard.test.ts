import { claimGreeting } from '@/shared/lib/greeting';
import { claimVisit } from './visitGuard';

describe('claimVisit', () => {
  beforeEach(() => sessionStorage.clear());
  it('claims the visit once per session', () => {
    expect(claimVisit(sessionStorage)).toBe(true);
    expect(claimVisit(sessionStorage)).toBe(false);
    sessionStorage.clear();
    expect(claimVisit(sessionStorage)).toBe(true);
  });
  it('counts every start when storage is unavailable', () => {
    expect(claimVisit(undefined)).toBe(true);
    expect(claimVisit(undefined)).toBe(true);
  });
  it('greets once per session, independently of the visit count', () => {
    expect(claimVisit(sessionStorage)).toBe(true);
    expect(claimGreeting(sessionStorage)).toBe(true);
    expect(claimGreeting(sessionStorage)).toBe(false);
    sessionStorage.clear();
    expect(claimGreeting(sessionStorage)).toBe(true);
  });
});
