/** A drag to the end of the slide track as a person makes it: 12 points over 0.9 s. */
export function humanDrag(challengeId: string, trackWidth = 300) {
  const trail = Array.from({ length: 12 }, (_, i) => ({ x: Math.round((trackWidth * (i + 1)) / 12), t: i * 80 }));
  return { challengeId, trackWidth, offset: trackWidth, duration: 900, trail };
}
