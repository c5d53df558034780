/**
 * Loads what the routes behind a session need (`session-routes.tsx`): used by the routes, and by
 * the login page once it is drawn, so the console is already here when the user signs in.
 */
export const loadSessionRoutes = () => import('./session-routes');
