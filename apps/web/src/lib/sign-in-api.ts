// The sign-in endpoints, imported when first called (`await import('./sign-in-api')`): their zod
// schemas are not needed to draw the login page, which stays small (issue 9 §4).
export { authApi } from '@hrbd/contract';
