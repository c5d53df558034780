import { render } from '@testing-library/react';
import videojs from 'video.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

const SRC = '/files/video/202501/0123456789abcdef0123456789abcdef.mp4?expires=1&sig=x';

describe('VideoPlayer', () => {
  beforeAll(() => {
    // jsdom has no media playback and no CSS.supports, both of which video.js touches on start.
    HTMLMediaElement.prototype.load = () => undefined;
    if (typeof CSS.supports !== 'function') Object.assign(CSS, { supports: () => false });
  });

  it('plays the signed URL in a Chinese player and disposes it on unmount', () => {
    const { container, unmount, rerender } = render(<VideoPlayer src={SRC} />);
    const element = container.querySelector<HTMLElement>('.video-js');
    expect(element).not.toBeNull();
    expect(element?.getAttribute('lang')).toBe('zh-cn');
    const player = videojs.getPlayer(element!);
    if (!player) throw new Error('no player on the element');
    expect(player.language()).toBe('zh-cn');
    expect(player.currentSrc()).toBe(SRC);
    expect(player.currentType()).toBe('video/mp4');
    // The controls speak Chinese.
    expect(container.querySelector('.vjs-play-control .vjs-control-text')?.textContent).toBe('播放');

    const next = SRC.replace('.mp4', '.mov');
    rerender(<VideoPlayer src={next} />);
    expect(player.currentSrc()).toBe(next);
    expect(player.currentType()).toBe('video/quicktime');

    unmount();
    expect(player.isDisposed()).toBe(true);
    expect(Object.values(videojs.getPlayers()).filter(Boolean)).toEqual([]);
  });
});
