import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the console draws, so the bundle carries a fraction of ECharts. SVG rather than canvas:
// a few hundred marks at most, sharp at any zoom and in print, and drawable where there is no canvas (jsdom).
use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

/** Imported by `EChart` when a chart first renders (echart.tsx). */
export { init };
