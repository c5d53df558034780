/**
 * The portal's paper plane (spec §2): it crosses the banner and comes back
 * every 10 s. The whole cycle is one CSS animation, so no timer runs in JS.
 */
export function Plane() {
  return (
    <div className="portal-plane" aria-hidden="true">
      <svg width="64" height="40" viewBox="0 0 64 40">
        <path d="M2 20 L62 2 L40 38 L30 24 Z" fill="#fff" />
        <path d="M30 24 L62 2 L26 30 Z" fill="#bae0ff" />
        <path d="M30 24 L26 30 L28 36 Z" fill="#91caff" />
      </svg>
      <span className="portal-plane__trail" />
    </div>
  );
}
