import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** The big screen is drawn for a 1920 × 1080 wall and scaled to whatever shows it. */
export const STAGE_WIDTH = 1920;
export const STAGE_HEIGHT = 1080;

export interface StageFit {
  scale: number;
  left: number;
  top: number;
}

/** The stage's scale (`min(w/1920, h/1080)`) and offsets that centre it in a w × h window. */
export function stageFit(width: number, height: number): StageFit {
  const scale = Math.min(width / STAGE_WIDTH, height / STAGE_HEIGHT);
  return { scale, left: (width - STAGE_WIDTH * scale) / 2, top: (height - STAGE_HEIGHT * scale) / 2 };
}

/**
 * The 1920 × 1080 stage, scaled to the window and centred, recomputed on every
 * resize (the listener goes with the stage). Charts inside draw in SVG, so the
 * scale never blurs them at a device pixel ratio of 1 or 2.
 */
export function Stage({ children, stageRef }: { children: ReactNode; stageRef?: RefObject<HTMLDivElement | null> }) {
  const [fit, setFit] = useState<StageFit>(() => stageFit(window.innerWidth, window.innerHeight));
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const refit = () => setFit(stageFit(window.innerWidth, window.innerHeight));
    refit();
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);
  return (
    <div className="bs-viewport" ref={stageRef ?? own}>
      <div
        className="bs-stage"
        data-scale={fit.scale.toFixed(4)}
        style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT, transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
