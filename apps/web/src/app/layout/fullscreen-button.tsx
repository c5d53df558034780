import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';

/** 全屏 in the header: the whole console fills the screen (charts and long tables), and 退出全屏 brings it back. */
export function FullscreenButton() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    // Esc leaves full screen without this button; the label follows the browser, not our click.
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const label = full ? '退出全屏' : '全屏';
  const toggle = () => {
    // Refused (an iframe without permission, a browser setting): the console simply stays as it is.
    const done = full ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <button type="button" className="header-action" aria-label={label} onClick={toggle}>
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
