/**
 * Full page loads (after logout, account deletion, switching account): the whole app starts again from the
 * stored session. An object so tests can replace its methods (jsdom cannot navigate).
 */
export const hardNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(to: string): void {
    window.location.assign(to);
  },
};
