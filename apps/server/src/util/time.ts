/** Unix seconds, the unit of every stored time. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
