import { Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/echart';
import { EmptyData } from '../../../components/empty-data';
import { shareOption, sliceColor, type ShareSlice } from './charts';

export interface SharePanelProps {
  /** 岗位类别 or 岗位标签. */
  title: string;
  slices: readonly ShareSlice[] | undefined;
  /** What one count is (个岗位, 次投递): the note says it once, each count's tooltip again. */
  unit: string;
  /** A line under the title saying what the shares divide. */
  note: string;
  loading: boolean;
  error?: string;
}

/** One top-3 share: a ring, and beside it each slice with its count and share in percent. */
export function SharePanel({ title, slices, unit, note, loading, error }: SharePanelProps) {
  const option = useMemo(() => shareOption(title, slices ?? []), [title, slices]);
  const body = () => {
    if (error) return <EmptyData description={`获取统计数据失败：${error}`} />;
    if (!slices) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (slices.length === 0) return <EmptyData />;
    return (
      <div className="recruit-home__share">
        <div className="recruit-home__ring">
          <EChart label={`${title}TOP3占比图`} option={option} height={200} loading={loading} />
        </div>
        <ol className="recruit-home__share-list" aria-label={`${title}TOP3占比`}>
          {slices.map((slice, i) => (
            <li key={slice.key || 'other'}>
              <span className="recruit-home__dot" style={{ background: sliceColor(slice, i) }} aria-hidden />
              <span className="recruit-home__rank">{slice.other ? '' : i + 1}</span>
              <span className="recruit-home__name" title={slice.name}>
                {slice.name}
              </span>
              <span className="recruit-home__count" title={`${slice.count.toLocaleString('zh-CN')} ${unit}`}>
                {slice.count.toLocaleString('zh-CN')}
              </span>
              <span className="recruit-home__rate">{slice.rate.toFixed(2)}%</span>
            </li>
          ))}
        </ol>
      </div>
    );
  };
  return (
    <section className="recruit-home__share-panel" aria-label={title}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{note}</Typography.Text>
      {body()}
    </section>
  );
}
