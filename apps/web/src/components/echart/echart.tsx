import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { lazyModule } from '../../lib/lazy-module';
import { prefersReducedMotion } from '../../lib/reduced-motion';

// ECharts (~190 KB gzip) loads when the first chart renders, not with the screen (issue 9 §4).
const runtime = lazyModule(() => import('./echart-runtime'));

/**
 * Charts made and not yet disposed, for tests: the big screen, entered and
 * left twenty times, must leave none behind (e2e reads it from the page as
 * `window.__hrbdLiveECharts`, a function, so no test hook sits in the bundle's API).
 */
let liveCharts = 0;
export const liveEChartCount = (): number => liveCharts;
if (typeof window !== 'undefined') (window as Window & { __hrbdLiveECharts?: () => number }).__hrbdLiveECharts = liveEChartCount;

const LOADING_STYLE = { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'rgba(0, 0, 0, 0.45)' };

export interface EChartProps {
  /** An ECharts option; a new object redraws the chart. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers and tests (the canvas itself says nothing). */
  label: string;
  loading?: boolean;
  /** Text colour of the loading state, for a dark page (the big screen). */
  loadingColor?: string;
}

/**
 * An ECharts 6 chart in Chinese: made once per mount (once ECharts has loaded; 加载中… until
 * then), redrawn when the option changes, resized with its box (the sidebar collapsing, the
 * window), and disposed on unmount.
 */
export function EChart({ option, height = 320, label, loading = false, loadingColor }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const echarts = runtime.useModule();

  useEffect(() => {
    const element = box.current;
    if (!element || !echarts) return;
    const instance = echarts.init(element, undefined, { locale: 'ZH', renderer: 'svg' });
    liveCharts += 1;
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      liveCharts -= 1;
      chart.current = null;
    };
  }, [echarts]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    // Not merged: a series dropped from the option leaves the chart too. Drawn at once, without growing
    // into place, for a person who asked for less motion.
    const shown = prefersReducedMotion ? { ...option, animation: false } : option;
    const draw = () => instance.setOption(shown, { notMerge: true });
    try {
      draw();
    } catch (error) {
      // A drawing failure stays inside its chart instead of failing the page (ECharts draws synchronously in
      // setOption, so its error would reach the page's error boundary: 政策管理首页's county map threw
      // "reading 'f' of null" once in a few e2e runs). Drawn once more from a clean chart on the next frame.
      console.error(error);
      const frame = requestAnimationFrame(() => {
        if (instance.isDisposed()) return;
        try {
          instance.clear();
          draw();
        } catch (again) {
          console.error(again);
        }
      });
      return () => cancelAnimationFrame(frame);
    }
  }, [option, echarts]);

  useEffect(() => {
    if (loading) chart.current?.showLoading({ text: '加载中…' });
    else chart.current?.hideLoading();
  }, [loading, echarts]);

  return (
    <div ref={box} role="img" aria-label={label} aria-busy={!echarts} style={{ width: '100%', height }}>
      {!echarts && <div style={loadingColor ? { ...LOADING_STYLE, color: loadingColor } : LOADING_STYLE}>加载中…</div>}
    </div>
  );
}
