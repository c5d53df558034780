import type { DataOf, Endpoint } from '@hrbd/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CallInput } from '../../../lib/api';
import { useApiQuery } from '../../../lib/query';
import { acceptAnswer, type AcceptRule } from './acceptance';

/** Every panel asks again every 5 minutes; `?refresh=5` (seconds) for the soak test. */
export const REFRESH_MS = 5 * 60_000;

export function refreshMsOf(search: string): number {
  const seconds = Number(new URLSearchParams(search).get('refresh'));
  return Number.isFinite(seconds) && seconds >= 1 ? seconds * 1000 : REFRESH_MS;
}

export interface PanelData<T> {
  /** The last answer accepted (spec §8); undefined while none ever was. */
  data: T | undefined;
  /** When that answer came (ms), for the panel's 数据更新于 stamp; 0 without one. */
  updatedAt: number;
  /** Still asking for the first answer. */
  loading: boolean;
}

/**
 * One panel's figures: asked on a timer (refetchInterval, also while the
 * window is not focused, as a wall screen seldom is), each answer judged by
 * acceptAnswer; a refused answer or a failed call changes nothing and says
 * nothing, so the panel keeps the data it had.
 */
export function usePanel<E extends Endpoint>(endpoint: E, input: CallInput<E>, refreshMs: number, rule: AcceptRule<DataOf<E>> = {}): PanelData<DataOf<E>> {
  const query = useApiQuery(endpoint, input, {
    accept: (envelope) => acceptAnswer<DataOf<E>>(envelope, rule),
    background: true,
    refetchInterval: refreshMs,
    refetchIntervalInBackground: true,
    retry: false,
    // Another month keeps this one's figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  return { data: query.data, updatedAt: query.dataUpdatedAt, loading: query.data === undefined && query.isFetching };
}

/** The time now, ticking every second (the header's clock); the interval goes with the component. */
export function useNow(stepMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
