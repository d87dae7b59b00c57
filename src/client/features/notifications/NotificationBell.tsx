/** The top bar's notification bell; built with the notifications feature. */
export function NotificationBell() {
  return null;
}
