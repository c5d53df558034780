import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';

// What a map chart needs on top of echart-runtime: loaded only by pages that draw maps (registerRegionMap).
use([MapChart, GeoComponent, VisualMapComponent]);

export { registerMap };
