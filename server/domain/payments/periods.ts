import type { Offer } from './offerCatalogue.ts';

const HOUR = 3_600_000;

/** The end of one period started at `from`: calendar months and years (a 31 January start renews 28 February). */
export function periodEnd(offer: Offer, from: number): number {
  if (offer.period === 'month' || offer.period === 'year') {
    const start = new Date(from);
    const end = new Date(from);
    end.setUTCMonth(start.getUTCMonth() + (offer.period === 'year' ? 12 : 1));
    // setUTCMonth overflows 31 Jan + 1 month into March: step back to the month's last day.
    if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
    return end.getTime();
  }
  return from + (offer.accessHours ?? 0) * HOUR;
}

export const trialEnd = (offer: Offer, from: number) => from + (offer.trialDays ?? 0) * 24 * HOUR;
