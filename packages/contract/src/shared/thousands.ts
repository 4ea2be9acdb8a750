/**
 * A whole number as en-US writes it: 4000 → '4,000'. Not `toLocaleString`: a page's first use
 * of Intl loads its locale data, about 10 ms on this project's hosts and several times that on
 * a phone (it was /chat's longest task at start).
 */
export const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
