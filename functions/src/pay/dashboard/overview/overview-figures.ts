import { lagosDay, lastLagosDays } from '../../../lib/dates/lagos-calendar';
import type { TransactionFigures } from '../../transaction/transaction-query';

export interface PeriodFigures {
  /** Kobo paid by the successful transactions (gross, as `/transaction/totals` counts volume). */
  volume: number;
  successCount: number;
  failedCount: number;
}

export interface DailyFigures extends PeriodFigures {
  /** A Lagos calendar day, YYYY-MM-DD. */
  date: string;
}

export interface OverviewFigures {
  today: PeriodFigures;
  last7Days: PeriodFigures;
  last30Days: PeriodFigures;
  /** 30 Lagos days up to today's, oldest first; a day without transactions is all zeros. */
  daily: DailyFigures[];
}

/** The days the overview covers. */
export const overviewDays = 30;

function sumOf(days: readonly PeriodFigures[]): PeriodFigures {
  return days.reduce(
    (sum, day) => ({ volume: sum.volume + day.volume, successCount: sum.successCount + day.successCount, failedCount: sum.failedCount + day.failedCount }),
    { volume: 0, successCount: 0, failedCount: 0 },
  );
}

/**
 * Pure: the overview's numbers from a merchant's transactions of the last 30 Lagos days (any status; pending
 * and abandoned ones count in neither column). Days are Lagos days, as a Nigerian merchant's "today" is.
 */
export function overviewOf(figures: readonly Pick<TransactionFigures, 'amount' | 'status' | 'createdAt'>[], now: Date): OverviewFigures {
  const daily: DailyFigures[] = lastLagosDays(overviewDays, now).map((date) => ({ date, volume: 0, successCount: 0, failedCount: 0 }));
  const byDate = new Map(daily.map((day) => [day.date, day]));
  for (const figure of figures) {
    const day = byDate.get(lagosDay(figure.createdAt));
    if (!day) continue;
    if (figure.status === 'success') {
      day.volume += figure.amount;
      day.successCount += 1;
    } else if (figure.status === 'failed') {
      day.failedCount += 1;
    }
  }
  return { today: sumOf(daily.slice(-1)), last7Days: sumOf(daily.slice(-7)), last30Days: sumOf(daily), daily };
}
