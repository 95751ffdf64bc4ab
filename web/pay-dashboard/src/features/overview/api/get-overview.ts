import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export interface PeriodFigures {
  volume: number;
  successCount: number;
  failedCount: number;
}

export interface DailyFigures extends PeriodFigures {
  /** YYYY-MM-DD */
  date: string;
}

export interface Overview {
  today: PeriodFigures;
  last7Days: PeriodFigures;
  last30Days: PeriodFigures;
  /** 30 days, oldest first. */
  daily: DailyFigures[];
  nextSettlement: { amount: number; currency: string };
}

export const overviewKey = 'dashboard:overview';

/** `GET /dashboard/api/overview`: volume and counts for today, 7 and 30 days, each day's, and the next settlement. */
export async function getOverview(): Promise<Overview> {
  return (await staffCall<Overview>('GET', '/overview')).data;
}

export function useOverview() {
  return useQuery(overviewKey, getOverview);
}
