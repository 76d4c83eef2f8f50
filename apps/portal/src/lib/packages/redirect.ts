/** PKG-28: the browser leaves for the payment gateway (a module of its own so tests can replace it); `url` has passed checkedHref. */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
