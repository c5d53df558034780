import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the console draws, so the bundle carries a fraction of ECharts. SVG rather than canvas:
// a few hundred marks at most, sharp at any zoom and in print, and drawable where there is no canvas (jsdom).
use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

export interface EChartProps {
  /** An ECharts option; a new object redraws the chart. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, for screen readers and tests (the canvas itself says nothing). */
  label: string;
  loading?: boolean;
}

/**
 * An ECharts 6 chart in Chinese: made once per mount, redrawn when the option
 * changes, resized with its box (the sidebar collapsing, the window), and
 * disposed on unmount.
 */
export function EChart({ option, height = 320, label, loading = false }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { locale: 'ZH', renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Not merged: a series dropped from the option leaves the chart too.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    if (loading) chart.current?.showLoading({ text: '加载中…' });
    else chart.current?.hideLoading();
  }, [loading]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
