import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { lazyModule } from '../../lib/lazy-module';

// ECharts (~190 KB gzip) loads when the first chart renders, not with the screen (issue 9 §4).
const runtime = lazyModule(() => import('./echart-runtime'));

const LOADING_STYLE = { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'rgba(0, 0, 0, 0.45)' };

export interface EChartProps {
  /** An ECharts option; a new object redraws the chart. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers and tests (the canvas itself says nothing). */
  label: string;
  loading?: boolean;
}

/**
 * An ECharts 6 chart in Chinese: made once per mount (once ECharts has loaded; 加载中… until
 * then), redrawn when the option changes, resized with its box (the sidebar collapsing, the
 * window), and disposed on unmount.
 */
export function EChart({ option, height = 320, label, loading = false }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const echarts = runtime.useModule();

  useEffect(() => {
    const element = box.current;
    if (!element || !echarts) return;
    const instance = echarts.init(element, undefined, { locale: 'ZH', renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [echarts]);

  useEffect(() => {
    // Not merged: a series dropped from the option leaves the chart too.
    chart.current?.setOption(option, { notMerge: true });
  }, [option, echarts]);

  useEffect(() => {
    if (loading) chart.current?.showLoading({ text: '加载中…' });
    else chart.current?.hideLoading();
  }, [loading, echarts]);

  return (
    <div ref={box} role="img" aria-label={label} aria-busy={!echarts} style={{ width: '100%', height }}>
      {!echarts && <div style={LOADING_STYLE}>加载中…</div>}
    </div>
  );
}
