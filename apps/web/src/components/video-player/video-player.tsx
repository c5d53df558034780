import { useEffect, useRef } from 'react';
import videojs from 'video.js';
import zhCN from 'video.js/dist/lang/zh-CN.json';
import 'video.js/dist/video-js.css';

/** The player's language (spec §9: zh-CN). */
export const PLAYER_LANGUAGE = 'zh-CN';
videojs.addLanguage(PLAYER_LANGUAGE, zhCN);

type Player = ReturnType<typeof videojs>;

export interface VideoPlayerProps {
  /** A signed URL (e.g. from queryMaterialUrl). */
  src: string;
  /** MIME type when the URL does not tell it (signed URLs end in a query string). */
  type?: string;
  poster?: string;
  autoplay?: boolean;
}

/** A MIME type from the object key's extension inside a signed URL; video.js picks its tech by it. */
function typeOf(src: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:\?|$)/i.exec(src)?.[1]?.toLowerCase();
  if (!ext) return undefined;
  if (ext === 'mov') return 'video/quicktime';
  if (ext === 'mkv') return 'video/x-matroska';
  return `video/${ext}`;
}

/**
 * A video.js player in Chinese. video.js owns its DOM, so the player element
 * is made here rather than by React, and disposed when the component goes
 * (a disposed player removes its element; React must not own it).
 */
export function VideoPlayer({ src, type, poster, autoplay = false }: VideoPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Player | null>(null);

  useEffect(() => {
    const element = document.createElement('video-js');
    element.classList.add('vjs-big-play-centered');
    host.current?.appendChild(element);
    const created = videojs(element, {
      language: PLAYER_LANGUAGE,
      controls: true,
      fluid: true,
      preload: 'metadata',
      playbackRates: [0.5, 1, 1.25, 1.5, 2],
    });
    player.current = created;
    return () => {
      created.dispose();
      player.current = null;
    };
  }, []);

  useEffect(() => {
    const current = player.current;
    if (!current) return;
    current.src({ src, type: type ?? typeOf(src) });
    if (poster) current.poster(poster);
    current.autoplay(autoplay);
  }, [src, type, poster, autoplay]);

  return <div ref={host} className="video-player" data-vjs-player />;
}
