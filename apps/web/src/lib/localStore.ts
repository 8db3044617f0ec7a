/** The browser's localStorage, or null where there is none or it is refused (private modes, tests in Node). */
export function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
