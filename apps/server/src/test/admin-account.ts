/** The administrator every test server has (ADMIN_PASSWORD of the tests); the server template is seeded with it (global-setup.ts). */
export const ADMIN = { userName: 'admin', password: 'Test@123456' };
